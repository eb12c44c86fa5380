import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

// Markup drawn at build time (decision 012) must not let the browser send a form by itself.
describe('Button in markup drawn at build time', () => {
  it('draws a submit button disabled until the page is hydrated', () => {
    expect(renderToString(<Button type="submit">로그인</Button>)).toMatch(/<button[^>]*disabled/);
  });

  it('leaves other buttons as they are', () => {
    expect(renderToString(<Button>취소</Button>)).not.toMatch(/disabled/);
  });
});
