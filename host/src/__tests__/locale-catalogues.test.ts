import path from 'node:path';
import { checkCatalogues } from '@portal/shared/testing';

describe('the host texts', () => {
  it('have every key in both zh-CN and en, none of them empty', async () => {
    const { names, differences } = await checkCatalogues(path.join(__dirname, '..'), 'host');
    expect(names.length).toBeGreaterThan(0);
    expect(differences).toEqual([]);
  });
});
