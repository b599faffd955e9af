import { describe, expect, it } from 'vitest';
import { describePostgres } from './database';

describe('describePostgres', () => {
  it('names host, port and database but never the password', () => {
    const text = describePostgres('postgres://app:s3cr3t@db.internal:5432/marketplace');
    expect(text).toBe('PostgreSQL (db.internal:5432/marketplace)');
    expect(text).not.toContain('s3cr3t');
  });

  it('survives a connection string that is not a URL', () => {
    expect(describePostgres('host=/var/run/postgresql password=x')).toBe('PostgreSQL');
  });
});
