import { describe, expect, it } from 'vitest';
import { htmlText } from './htmlText.ts';

describe('htmlText', () => {
  it('escapes what would start markup or an entity, and nothing else', () => {
    expect(htmlText(`<script>alert("x")</script> & <img src=x onerror=alert(1)>`)).toBe(
      `&lt;script>alert("x")&lt;/script> &amp; &lt;img src=x onerror=alert(1)>`,
    );
    expect(htmlText('&lt; is already text')).toBe('&amp;lt; is already text');
    expect(htmlText("C'est le Livre « guide »")).toBe("C'est le Livre « guide »");
  });
});
