import { unsatisfied } from '../compatibility';

const HOST = [
  { name: 'react', version: '19.3.1' },
  { name: '@portal/shared', version: '2.0.0' },
  { name: '@portal/shared/boot', version: '2.0.0' },
  { name: '@portal/shared/signed-in', version: '2.0.0' },
];

describe('what the host cannot give a remote', () => {
  it('names each package with the range asked and the version provided, a subpath with its package', () => {
    const remote = [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: '@portal/shared', requiredVersion: '^1.0.0' },
      { name: '@portal/shared/boot', requiredVersion: '^1.0.0' },
      { name: '@portal/shared/signed-in', requiredVersion: '^1.0.0' },
    ];
    expect(unsatisfied(HOST, remote)).toEqual(['@portal/shared ^1.0.0, the host provides 2.0.0']);
  });

  it('names a subpath of its own when it asks something else than its package', () => {
    const remote = [
      { name: '@portal/shared', requiredVersion: '^2.0.0' },
      { name: '@portal/shared/boot', requiredVersion: '^1.0.0' },
    ];
    expect(unsatisfied(HOST, remote)).toEqual(['@portal/shared/boot ^1.0.0, the host provides 2.0.0']);
  });

  it('asks nothing of a package the host does not provide, or of one without a range', () => {
    expect(unsatisfied(HOST, [{ name: 'date-fns', requiredVersion: '^4.0.0' }, { name: 'react' }])).toEqual([]);
  });
});
