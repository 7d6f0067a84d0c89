import { describe, expect, it } from 'vitest';
import { signInAgainPage, signInStyles } from './sign-in-form-pages.js';
import { signInTarget } from './sign-in-form.js';

describe('where the sign-in form goes on to', () => {
  it('keeps a path of this shop, with its query', () => {
    expect(signInTarget('/basket/compare')).toBe('/basket/compare');
    expect(signInTarget('/checkout/dispatch?day=2026-11-30')).toBe(
      '/checkout/dispatch?day=2026-11-30',
    );
  });

  it('goes home instead of to another site, or when nothing usable is asked', () => {
    for (const asked of [
      null,
      '',
      'basket',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      `/${'a'.repeat(2100)}`,
    ])
      expect(signInTarget(asked), String(asked)).toBe('/');
  });
});

describe('the sign-in form shown again', () => {
  it('keeps the number typed, escaped, and says what went wrong in the shopper language', () => {
    const html = signInAgainPage('fr', 'wrongPassword', '082"><script>', '/basket?a=1&b=2');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Numéro de mobile ou mot de passe invalide');
    expect(html).toContain('value="082&#34;&#62;&#60;script&#62;"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('name="redirect_to" value="/basket?a=1&#38;b=2"');
    expect(html).toMatch(/<input [^>]*name="password" type="password"(?![^>]*value=)/);
  });
});

describe("the sign-in page's stylesheets", () => {
  it('are those of its screen and the chunks it imports, each once', () => {
    expect(
      signInStyles({
        'src/features/account/SignInPage.tsx': { file: 'a.js', imports: ['_shop.js', '_form.js'] },
        '_shop.js': { file: 'shop.js', css: ['assets/shop-1.css'], imports: ['_form.js'] },
        '_form.js': { file: 'form.js', imports: ['_shop.js'] },
        'src/other.tsx': { file: 'o.js', css: ['assets/other.css'] },
      }),
    ).toEqual(['/assets/shop-1.css']);
  });
});
