import { describe, expect, it } from 'vitest';
import { accountRefusalPage, newPasswordProblems } from './account-form-pages.js';
import { registerAgainPage, REGISTER_FORM } from './register-form-pages.js';
import { SIGN_IN_FORM } from './sign-in-form-pages.js';

describe('the account forms’ refusal pages', () => {
  it('say the form’s own refusal in the shopper’s language and lead back to that form', () => {
    const look = { stylesheets: ['/assets/shop-1.css'] };
    const signIn = accountRefusalPage(
      SIGN_IN_FORM,
      { ...look, locale: 'af' },
      'crossSite',
      '/basket?a=1',
    );
    expect(signIn).toContain('<html lang="af">');
    // Dressed as the shop's pages are.
    expect(signIn).toContain('<link rel="stylesheet" href="/assets/shop-1.css" />');
    expect(signIn).toContain('Teken aan op die winkel se eie bladsy.');
    expect(signIn).toContain('href="/sign_in?redirect_to=%2Fbasket%3Fa%3D1"');
    expect(signIn).toContain('Terug na aanteken');

    const register = accountRefusalPage(
      REGISTER_FORM,
      { ...look, locale: 'fr' },
      'rateLimited',
      '/',
    );
    expect(register).toContain('Trop de requêtes. Veuillez patienter un instant et réessayer.');
    expect(register).toContain('href="/register?redirect_to=%2F"');
    expect(register).toContain('Retour à l’inscription');
  });
});

describe('the register form shown again', () => {
  const typed = {
    firstName: 'Thandi',
    lastName: 'Mokoena',
    login: '0821234567',
    businessName: '',
    occupation: '',
    language: 'EN' as const,
    favouredSupplierIds: [],
    acceptTerms: true,
  };

  it('posts to /register, titled as its page, with an alert only when the whole form has a problem', () => {
    const quiet = registerAgainPage(
      'en',
      { fields: { password: 'passwordShort' }, form: [] },
      typed,
      '/',
    );
    expect(quiet).toContain(
      '<form class="account-form" method="post" action="/register" novalidate>',
    );
    expect(quiet).toContain('<h1>Register</h1>');
    expect(quiet).not.toContain('role="alert"');
    expect(quiet).toContain('Password must be at least 6 characters');
    expect(quiet).toContain('<a href="/sign_in?redirect_to=%2F">Log in</a>');

    const told = registerAgainPage('en', { fields: {}, form: ['The shop <said> no'] }, typed, '/');
    expect(told).toContain(
      '<div class="notice is-error form-errors" role="alert"><p>The shop &#60;said&#62; no</p></div>',
    );
  });
});

describe('a new password, as the register and reset forms check it', () => {
  it('asks for it and its confirmation, at least six characters, the two the same', () => {
    expect(newPasswordProblems('', '')).toEqual({
      password: 'required',
      passwordConfirmation: 'required',
    });
    expect(newPasswordProblems('12345', '12345')).toEqual({ password: 'passwordShort' });
    expect(newPasswordProblems('sunshine7', 'sunshine8')).toEqual({
      passwordConfirmation: 'passwordsDiffer',
    });
    expect(newPasswordProblems('sunshine7', 'sunshine7')).toEqual({});
  });

  it('asks again for one longer than the shop takes', () => {
    const long = 'x'.repeat(201);
    expect(newPasswordProblems(long, long)).toEqual({ password: 'required' });
  });
});
