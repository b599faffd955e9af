import { describe, expect, it } from 'vitest';
import { KitDocuments } from './kit-documents';

describe('kits served to the kit window from memory', () => {
  it('answers a held kit under its own address with a CSP that allows no script', () => {
    const documents = new KitDocuments();
    const { url } = documents.add('<!doctype html><title>Kit</title>');
    expect(url).toMatch(/^app:\/\/kit\/[0-9a-f]{32}$/);
    const answer = documents.respond(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<!doctype html><title>Kit</title>');
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['Content-Security-Policy']).toContain("default-src 'none'");
    expect(answer.headers['Content-Security-Policy']).not.toContain('script-src');
  });

  it('forgets a kit once it is printed', () => {
    const documents = new KitDocuments();
    const { url, release } = documents.add('<p>kit</p>');
    release();
    expect(documents.respond(url).status).toBe(404);
    expect(documents.size).toBe(0);
  });

  it('answers nothing else: other ids, hosts, paths or methods', () => {
    const documents = new KitDocuments();
    const { url } = documents.add('<p>kit</p>');
    const id = url.slice('app://kit/'.length);
    expect(documents.respond('app://kit/0000').status).toBe(404);
    expect(documents.respond(`app://renderer/${id}`).status).toBe(404);
    expect(documents.respond('app://kit/../etc/passwd').status).toBe(404);
    expect(documents.respond(`file:///tmp/${id}`).status).toBe(404);
    expect(documents.respond(url, 'POST').status).toBe(404);
    expect(documents.respond('not a url').status).toBe(404);
  });
});
