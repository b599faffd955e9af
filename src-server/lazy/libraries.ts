import { loadOnce } from './load-once';

/** sharp starts libvips: only image uploads and generated images need it. */
export const loadSharp = loadOnce(async () => (await import('sharp')).default);

/** nodemailer: only a message being written or sent needs it. */
export const loadNodemailer = loadOnce(async () => (await import('nodemailer')).default);

/** jose: only a Google sign-in (its ID token checked) needs it. */
export const loadJose = loadOnce(() => import('jose'));
