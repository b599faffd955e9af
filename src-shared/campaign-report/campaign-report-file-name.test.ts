import { describe, expect, it } from 'vitest';
import { aCollaboration } from '../../tests/support/collaboration-fixture';
import { MEDIA_KIT_FILE_NAME_MAX } from '../media-kit/media-kit-file-name';
import { campaignReportFileName } from './campaign-report-file-name';

describe('campaignReportFileName', () => {
  it('names the brand and the creator’s handle in ASCII', () => {
    expect(campaignReportFileName(aCollaboration(), 'pdf')).toBe(
      'reporte-de-campana-cafe-de-altura-sofia-cocina.pdf',
    );
    expect(campaignReportFileName(aCollaboration(), 'png')).toMatch(/\.png$/);
  });

  it('falls back to the creator’s name, then to a fixed word, and stays short', () => {
    const collaboration = aCollaboration();
    const noHandle = { ...collaboration, creator: { ...collaboration.creator, vanity_name: null } };
    expect(campaignReportFileName(noHandle, 'pdf')).toBe(
      'reporte-de-campana-cafe-de-altura-sofia-martinez.pdf',
    );
    const nameless = {
      brand: { ...collaboration.brand, name: '☕️' },
      creator: { ...collaboration.creator, first_name: '', last_name: '', vanity_name: null },
    };
    expect(campaignReportFileName(nameless, 'pdf')).toBe('reporte-de-campana-colaboracion.pdf');
    const long = { ...collaboration, brand: { ...collaboration.brand, name: 'Marca '.repeat(40) } };
    const name = campaignReportFileName(long, 'pdf');
    expect(name.length).toBeLessThanOrEqual(MEDIA_KIT_FILE_NAME_MAX);
    expect(name).toMatch(/^reporte-de-campana-marca-[a-z-]*[a-z]\.pdf$/);
  });
});
