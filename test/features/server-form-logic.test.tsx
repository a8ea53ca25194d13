// The pure rules of server-driven forms: the form server response, redirect timing, error names,
// file checks, the form address check and the state reducer.
import { expect } from '@open-wc/testing';
import { normaliseFormAnswer, type FormAnswer } from '../../src/api/forms';
import {
  DEFAULT_REDIRECT_DELAY_MS, errorKey, failedFormText, fileProblem, formAddress, formReducer, initialFormState,
  redirectDelay, sizeLimitKb, supportedExtensions, validationDelay,
} from '../../src/features/server-form/logic';

const answer = (over: Partial<FormAnswer> = {}): FormAnswer => ({
  status: 'success', form: null, formId: null, errors: {}, messages: [], success: null, redirect: null, timeout: undefined, ...over,
});

describe('server form rules', () => {
  it('reads the form server response, loose shapes included', () => {
    expect(normaliseFormAnswer({ status: 'success', form: '<form></form>', formId: 'f1' })).to.deep.equal(
      answer({ form: '<form></form>', formId: 'f1' }));
    expect(normaliseFormAnswer({
      status: 'error', errors: { minutes_before: 'Too late', empty: '', n: 5 }, form: ' ', timeout: '1500', redirect: '/x',
    })).to.deep.equal(answer({ status: 'error', errors: { minutes_before: 'Too late', n: '5' }, timeout: 1500, redirect: '/x' }));
    expect(normaliseFormAnswer({ status: 'error', message: 'Please login to set a reminder.', errors: [] })!.messages)
      .to.deep.equal(['Please login to set a reminder.']);
    expect(normaliseFormAnswer({ status: 'error', errors: ['One', 2, null] })!.messages).to.deep.equal(['One', '2']);
    expect(normaliseFormAnswer({ status: 'success', timeout: -5 })!.timeout).to.equal(undefined);
    for (const junk of [null, 'text', [], { status: 'ok' }, { form: '<form>' }]) expect(normaliseFormAnswer(junk)).to.equal(null);
  });

  it('redirects at once for timeout 0, after 3000 ms without a timeout, else after the given ms', () => {
    expect(DEFAULT_REDIRECT_DELAY_MS).to.equal(3000);
    expect(redirectDelay({ redirect: '/next', timeout: 0 })).to.equal(0);
    expect(redirectDelay({ redirect: '/next', timeout: undefined })).to.equal(3000);
    expect(redirectDelay({ redirect: '/next', timeout: 750 })).to.equal(750);
    expect(redirectDelay({ redirect: null, timeout: 0 })).to.equal(null);
  });

  it('turns underscores in error names into hyphens', () => {
    expect(errorKey('minutes_before')).to.equal('minutes-before');
    expect(errorKey('a_b_c')).to.equal('a-b-c');
  });

  it('checks files: extension in the supported list, size under the limit (exact texts)', () => {
    const supported = supportedExtensions('pdf, .PNG,jpg');
    expect(supported).to.deep.equal(['pdf', 'png', 'jpg']);
    expect(supportedExtensions('  ')).to.equal(null);
    expect(fileProblem({ name: 'cv.docx', size: 10 }, supported, null)).to.equal(
      'File format not supported. Allowed formats are : pdf, png, jpg');
    expect(fileProblem({ name: 'noextension', size: 10 }, supported, null)).to.match(/^File format not supported/);
    expect(fileProblem({ name: 'cv.PDF', size: 2048 }, supported, 2)).to.equal(null);
    expect(fileProblem({ name: 'cv.pdf', size: 2049 }, supported, 2)).to.equal('File size should be less than 2 KB.');
    expect(fileProblem({ name: 'any.bin', size: 10 ** 9 }, null, null)).to.equal(null);
    expect([sizeLimitKb('100'), sizeLimitKb('0'), sizeLimitKb('x'), sizeLimitKb(null)]).to.deep.equal([100, null, null, null]);
  });

  it('accepts only same-site form addresses', () => {
    const origin = 'https://site.example';
    expect(formAddress('/api/form/x?y=1', origin)).to.equal('/api/form/x?y=1');
    expect(formAddress('https://site.example/f', origin)).to.equal('/f');
    for (const bad of [undefined, '', '  ', 'https://evil.example/f', '//evil.example/f', '/\\evil.example', 'javascript:alert(1)']) {
      expect(formAddress(bad, origin), String(bad)).to.equal(null);
    }
  });

  it('reads the per-field validation delay', () => {
    expect([validationDelay('400'), validationDelay(null), validationDelay('-1'), validationDelay('soon')]).to.deep.equal([400, 0, 0, 0]);
  });

  it('has the form-failure text', () => {
    expect(failedFormText('help@site.example')).to.equal(
      'Please try submitting/reloading form, if this problem persists please report this at help@site.example.');
  });

  it('marks errors after a submit, clears a field when it is validated again, keeps the markup without a new form', () => {
    let state = formReducer(initialFormState, { type: 'loaded', answer: answer({ form: '<form>1</form>' }) });
    expect([state.phase, state.version, state.markup]).to.deep.equal(['ready', 1, '<form>1</form>']);
    state = formReducer(state, { type: 'submit' });
    expect(state.phase).to.equal('loading');
    state = formReducer(state, { type: 'submitted', answer: answer({ status: 'error', errors: { a_b: 'Bad' }, messages: ['Also'] }) });
    expect([state.version, state.errors, state.marks, state.messages]).to.deep.equal([1, { a_b: 'Bad' }, { a_b: 'error' }, ['Also']]);
    state = formReducer(state, { type: 'validating', field: 'a_b' });
    expect([state.errors, state.marks]).to.deep.equal([{}, {}]);
    state = formReducer(state, { type: 'validated', field: 'a_b', answer: answer({ status: 'error', errors: { a_b: 'Still bad' } }) });
    expect([state.errors, state.marks]).to.deep.equal([{ a_b: 'Still bad' }, { a_b: 'error' }]);
    state = formReducer(state, { type: 'validated', field: 'a_b', answer: answer() });
    expect([state.errors, state.marks]).to.deep.equal([{}, { a_b: 'correct' }]);
    state = formReducer(state, { type: 'submitted', answer: answer({ status: 'error', errors: { c: 'C' }, form: '<form>2</form>' }) });
    expect([state.version, state.marks]).to.deep.equal([2, { c: 'error' }]);
    state = formReducer(state, { type: 'submitted', answer: answer({ success: 'Saved.' }) });
    expect([state.success, state.errors, state.marks]).to.deep.equal(['Saved.', {}, {}]);
    state = formReducer(state, { type: 'failed' });
    expect([state.failed, state.phase]).to.deep.equal([true, 'ready']);
    expect(formReducer(state, { type: 'load' })).to.deep.include({ failed: false, success: null, phase: 'loading' });
  });
});
