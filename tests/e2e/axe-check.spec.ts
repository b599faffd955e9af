import { expect, test } from '@playwright/test';
import { seriousAxeFindings } from './harness/screen-check';

// Every screen check trusts this to report: a page with three known faults must yield all three,
// on the first run in a document and on the next (axe is put in a page once).
test('the axe check reports critical and serious findings, run after run', async ({ page }) => {
  await page.setContent(
    `<html lang="es"><head><title>Prueba</title></head><body><main><h1>Prueba</h1>
      <img src="data:image/png;base64,iVBORw0KGgo="><button></button>
      <p style="color:#ccc;background:#fff">Texto con poco contraste</p>
    </main></body></html>`,
  );
  const ids = async () => (await seriousAxeFindings(page)).map((finding) => finding.id).sort();
  expect(await ids()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(await ids()).toEqual(['button-name', 'color-contrast', 'image-alt']);
});
