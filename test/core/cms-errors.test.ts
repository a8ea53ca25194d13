import { expect } from '@open-wc/testing';
import { cmsErrorMessage } from '../../src/core/cms-errors';

describe('cmsErrorMessage (content-management helper)', () => {
  it('names the HTTP status, then the URL on its own line', () => {
    expect(cmsErrorMessage(404, '/path')).to.equal('An HTTP error 404 occurred.\n/path');
    expect(cmsErrorMessage(500, 'https://cms.example.org/pages/7')).to.equal('An HTTP error 500 occurred.\nhttps://cms.example.org/pages/7');
  });

  it('says "An error occurred." when there is no usable status', () => {
    expect(cmsErrorMessage(undefined, '/path')).to.equal('An error occurred.\n/path');
    expect(cmsErrorMessage(0, '/path'), 'network failure').to.equal('An error occurred.\n/path');
    expect(cmsErrorMessage(Number.NaN, '/x')).to.equal('An error occurred.\n/x');
    expect(cmsErrorMessage(42.5, '/x')).to.equal('An error occurred.\n/x');
  });

  it('leaves out an empty URL', () => {
    expect(cmsErrorMessage(403, '')).to.equal('An HTTP error 403 occurred.');
  });
});
