import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

// Markup drawn at build time (decision 042): the page's inline script holds a sending until the
// app is alive, so a submit button there is pressable from the first paint.
describe('Button in markup drawn at build time', () => {
  it('draws a submit button that can be pressed before the page is hydrated', () => {
    const html = renderToString(<Button type="submit">로그인</Button>);
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).not.toMatch(/disabled/);
  });

  it('draws a loading submit button that the Enter key cannot send', () => {
    const html = renderToString(
      <Button type="submit" isLoading loadingLabel="로그인 중">
        로그인
      </Button>,
    );
    expect(html).toMatch(/<button[^>]*type="button"/);
    expect(html).toMatch(/aria-disabled="true"/);
  });
});
