import * as v from 'valibot';

/**
 * A team server's base address: http(s), no user or password in it, no query or fragment. Plain
 * http is refused except on this computer, since the bearer token travels in every request.
 */
export const ApiBaseUrlSchema = v.pipe(
  v.string('validation.apiUrlInvalid'),
  v.trim(),
  v.nonEmpty('validation.apiUrlRequired'),
  v.maxLength(300, 'validation.apiUrlInvalid'),
  v.check((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.username || url.password || url.search || url.hash) return false;
    if (url.protocol === 'https:') return true;
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return url.protocol === 'http:' && local;
  }, 'validation.apiUrlInvalid'),
  v.transform((value) => value.replace(/\/+$/, '')),
);

/** Settings' server choice: null runs the embedded core API. */
export const ApiSettingsSchema = v.strictObject({
  apiBaseUrl: v.nullable(ApiBaseUrlSchema),
});
