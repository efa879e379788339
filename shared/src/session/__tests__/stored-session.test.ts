import { TOKEN_MAX_LENGTH } from '../../contract/token';
import { storedSession } from '../stored-session';

const store = (token: string) => {
  localStorage.setItem('token', token);
  localStorage.setItem('isLogin', 'true');
};

describe('the stored session', () => {
  afterEach(() => localStorage.clear());

  it('keeps a token as long as the API accepts, and treats a longer one as no token', () => {
    store('a'.repeat(TOKEN_MAX_LENGTH));
    expect(storedSession()).toEqual({ isLogin: true, token: 'a'.repeat(TOKEN_MAX_LENGTH) });
    store('a'.repeat(TOKEN_MAX_LENGTH + 1));
    expect(storedSession()).toEqual({ isLogin: false, token: '' });
  });

  it('treats a token with a space or a non-ASCII character as no token', () => {
    for (const token of ['two words', 'tökén']) {
      store(token);
      expect(storedSession()).toEqual({ isLogin: false, token: '' });
    }
  });
});
