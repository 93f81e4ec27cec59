import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogoPng } from '../../src/server/seed/demoLogo.js';
import { enterPastToastGate, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import type { TestServer } from '../helpers/testServer.js';

/**
 * Profiles in Chromium (issue 21 §5): EMP001 edits their contact section and uploads a photo, and sees
 * the HR-only fields read-only; HR001 edits EMP001's HR section through the HR view.
 */
describe('profiles', () => {
  const suite = useBrowserSuite();
  let server: TestServer;
  beforeAll(() => {
    server = suite.server;
  });

  const profileOf = (empId: string) =>
    server.database.db
      .selectFrom('employee_profile as p')
      .innerJoin('employee as e', 'e.id', 'p.employee_id')
      .select(['p.contact', 'p.hr_information', 'p.photo_file'])
      .where('e.emp_id', '=', empId)
      .executeTakeFirst();

  it('EMP001 edits their contact section and uploads a photo; HR-only fields are read-only', async () => {
    const { page } = suite;
    await enterPastToastGate(page, server, 'EMP001', '/contact');
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    const sections = page.getByRole('tablist', { name: 'Profile sections' });
    await sections.getByRole('tab', { name: 'Contact', exact: true, selected: true }).waitFor();
    const city = page.getByLabel('City', { exact: true });
    await city.waitFor();
    expect(await page.getByLabel('Official Email').isEditable()).toBe(false);
    await city.fill('Coimbatore');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Contact updated successfully');
    expect((await profileOf('EMP001'))?.contact).toMatchObject({ city: 'Coimbatore' });

    // The contact's toast holds the next one for 3 s (spec 000 §9): move the page's clock past it.
    await toastGateOpen(page);
    await page.getByLabel('Upload Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: demoLogoPng([20, 120, 60]) });
    await toast(page, 'Profile photo updated successfully');
    expect((await profileOf('EMP001'))?.photo_file).toMatch(/^photo-\d+-\d+-\w+\.jpg$/);

    await sections.getByRole('tab', { name: 'HR Information', exact: true }).click();
    await page.getByText('HR keeps this section; it is shown read-only.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    // Their ID card details are HR's too: shown, not editable.
    const card = page.getByRole('region', { name: 'ID Card Details' });
    await card.getByLabel('Relation', { exact: true }).waitFor();
    expect(await card.getByLabel('Relation', { exact: true }).isEditable()).toBe(false);

    // Overall submit (spec 002 §7): the profile's Submit; HR reads the date below.
    await toastGateOpen(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, 'Profile submitted successfully');
    await page.getByText(/^Submitted on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
  });

  it("HR001 edits EMP001's HR section", async () => {
    const { page } = suite;
    await enterPastToastGate(page, server, 'HR001', '/hrInformation?empId=EMP001');
    await page.getByRole('heading', { name: 'Profile of EMP001', level: 1 }).waitFor();
    await page.getByText(/^Submitted on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    const grade = page.getByLabel('Grade', { exact: true });
    await grade.waitFor();
    await grade.fill('E4');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'HR Information updated successfully');
    expect((await profileOf('EMP001'))?.hr_information).toMatchObject({ grade: 'E4' });

    // The ID card details under the same tab: HR fills them, the API's message shows, a reload reads them back.
    await toastGateOpen(page);
    const card = page.getByRole('region', { name: 'ID Card Details' });
    await card.getByLabel('Relation', { exact: true }).fill('Mother');
    await card.getByLabel('Name of Relation', { exact: true }).fill('Lakshmi');
    await card.getByLabel('Contact No', { exact: true }).fill('9876543210');
    await card.getByRole('button', { name: 'Save ID Card Details' }).click();
    await toast(page, 'ID card details updated successfully');
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'ID Card Details' });
    await expect.poll(() => reloaded.getByLabel('Name of Relation', { exact: true }).inputValue().catch(() => '')).toBe('Lakshmi');
    expect(await reloaded.getByLabel('Relation', { exact: true }).inputValue()).toBe('Mother');
    expect(await reloaded.getByLabel('Contact No', { exact: true }).inputValue()).toBe('9876543210');
  });
});
