// The Tokenizer-driven events (elementEvents.ts) against htmlparser2's Parser: the same opens (names, attributes), closes,
// text, comments and instructions, in the same order, on hand-picked mark-up and on thousands of generated pages of tag
// soup (implied end tags, void and foreign elements, raw text, stray end tags, entities, pages cut anywhere).
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { buildBenchPage } from '../../scripts/benchScraping';
import { parseElements, type ElementHandler } from './elementEvents';

/** Every event as a line; adjacent text joined (both readers append text, so how it is split does not matter). */
function recorder(): ElementHandler & { events: string[] } {
  const events: string[] = [];
  let text: string | null = null;
  const flush = () => {
    if (text !== null) events.push(`text ${JSON.stringify(text)}`);
    text = null;
  };
  return {
    events,
    onopentag(name, attribs) {
      flush();
      events.push(`open ${name} ${JSON.stringify(Object.entries(attribs))}`);
    },
    onclosetag(name) {
      flush();
      events.push(`close ${name}`);
    },
    ontext(data) {
      text = (text ?? '') + data;
    },
    oncomment(data) {
      flush();
      events.push(`comment ${JSON.stringify(data)}`);
    },
    onprocessinginstruction(name, data) {
      flush();
      events.push(`instruction ${name} ${JSON.stringify(data)}`);
    },
  };
}

function eventsOf(html: string, read: (html: string, handler: ElementHandler) => void): string[] {
  const handler = recorder();
  read(html, handler);
  handler.ontext('');
  handler.oncomment('end');
  return handler.events;
}

const byParser = (html: string, handler: ElementHandler) => new Parser(handler).end(html);

function expectSameEvents(html: string): void {
  expect(eventsOf(html, parseElements), html).toEqual(eventsOf(html, byParser));
}

describe('element events from the Tokenizer', () => {
  it('match the Parser on hand-picked mark-up', () => {
    const cases = [
      '',
      'just text &amp; more',
      '<!DOCTYPE html><HTML><Body CLASS="a" class="b" data-X=1 checked>x</BODY></html>',
      '<ul><li>a<li>b</ul><p>one<p>two<div>three</div></p></p>',
      '<table><tr><td>a<td>b<tr><th>c</table>',
      '<dl><dt>a<dd>b<dt>c</dl><select><option>a<optgroup><option>b</select>',
      '<ruby>x<rt>a<rp>b</ruby><p>a<h2>b</h2><hr><br></br></BR><img src=x alt="a &amp; b">',
      '<svg><circle/><path d="M0"/><foreignObject><div/>x</foreignObject><title/>t</svg><div/>y</div>',
      '<math><mi/><mtext>x</mtext><annotation-xml/></math></svg></math><br/>',
      '<script>if (a < b && c) { x = "</div>" }</script><style>p > a { }</style><SCRIPT/>after</script>',
      '<title>A &amp; B</title><textarea>&lt;b&gt; </p></textarea><xmp><b>&amp;</b></xmp>',
      '<!-- a --><![CDATA[x]]><?php echo 1 ?><!weird><p>a</p><!--->',
      "<a href='/x?a=1&amp;b=2' title=\"&quot;q&quot;\" data-v=&lt;x&gt;>l</a>",
      '<div class="a"><span>b</div></span></p></nope><b><i>c</b></i>',
      '<head><link rel=x><body><p>x',
      '<input><button><input>b</button><li><div class="cut"',
      '<p>a &notin; b &notit; c &amp d &#38; &#x26; &#0; &#xD800; &bogus;</p>',
      '<div a="1" A="2" b=\'3\' c=4 d e="" / f>x</div>',
      '< div>not a tag</ div><a<b>x</a<b>',
      '<td>x</td><tr>y</tr><tbody><tfoot><thead>',
      '<p>text <!-- cut',
      '<p title="cut',
      '<p>&amp',
      '<title>a &amp b</ti&amp;</title><svg><title>&lt;x&gt;</title><title/>&amp;</svg>',
      '<textarea>&amp;</textarea><xmp>&amp;</xmp><script>&amp;</script><style/>&amp;',
      '<title>cut &amp',
      '<title>cut &amp;</tit',
      'a </> &amp; <  &amp; <&amp; &',
      `<a s='say "hi" &amp; bye' d="it's &lt;" u=x"y&amp;z'>l</a>`,
      '<a __proto__="x" constructor="y" class="z">a</a><b class=a __proto__=b toString=c class=d>b</b><i hasOwnProperty>i</i>',
    ];
    for (const html of cases) expectSameEvents(html);
  });

  it('match the Parser on the bench page', () => {
    expectSameEvents(buildBenchPage(400));
  });

  it('match the Parser after pages of thousands of distinct names (the names it learns are bounded)', () => {
    const names = Array.from({ length: 3000 }, (_, i) => `a${i.toString(36)}`);
    expectSameEvents(names.map((name) => `<${name} ${name}="1" ${name.toUpperCase()}="2">x</${name}>`).join(''));
    expectSameEvents(buildBenchPage(40));
    expectSameEvents('<A1 Class="x"><aa class=y></aa></a1><DIV CLASS=z>t</div>');
  });

  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  }

  const TAGS = [
    'div', 'DIV', 'p', 'P', 'span', 'ul', 'ol', 'li', 'LI', 'dl', 'dd', 'dt', 'h1', 'h2', 'h3', 'b', 'i', 'a', 'table', 'thead', 'tbody',
    'tfoot', 'tr', 'td', 'th', 'br', 'BR', 'hr', 'img', 'input', 'select', 'option', 'optgroup', 'button', 'textarea', 'form', 'ruby',
    'rt', 'rp', 'svg', 'SVG', 'math', 'mi', 'mtext', 'foreignObject', 'desc', 'title', 'script', 'style', 'xmp', 'template',
    'noscript', 'head', 'body', 'section', 'nav', 'custom-tag', 'link', 'meta',
  ];
  const ATTRIBUTES = [
    ' class="dish"', ' CLASS=x', " data-a='1 &amp; 2'", ' href="/a?b=1&amp;c=2"', ' checked', ' id=a&lt;b', ' class="a" class="b"', ' a=""', ' /',
    ' title="&notit;"', ' t="&amp=1&ampx&not &#38&#x26z&"', " s='&lt;&#39;&quot'", ' u=&amp;x&ampy&', ' class="a&amp;b c"',
  ];
  const TEXTS = [
    'Soup', ' ', '\n', '&amp;', '&nbsp;', '&#x26;', '&notin;', '&amp', 'a < b', '£4', '&', '>', '"', "'", '&#0;', '&am', '&;', '&#38',
    '&#x', '&notin', '&Aacute', '&ampx', '&amp=', '&#128512;', '&#xD83D;', '</ >', '<&amp;', '&NotANamedEntity;',
  ];
  const OTHER = ['<!-- c -->', '<![CDATA[d]]>', '<?x y?>', '<!DOCTYPE html>', '</p>', '</br>', '</BR>', '<br/>', '</>', '< p>', '<!-->'];

  function generatePage(next: () => number): string {
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    let html = '';
    const open: string[] = [];
    const steps = 10 + Math.floor(next() * 150);
    for (let step = 0; step < steps; step += 1) {
      const roll = next();
      if (roll < 0.4) {
        const tag = pick(TAGS);
        let attributes = '';
        while (next() < 0.35) attributes += pick(ATTRIBUTES);
        html += `<${tag}${attributes}${next() < 0.1 ? '/' : ''}>`;
        open.push(tag);
      } else if (roll < 0.7) {
        html += pick(TEXTS);
      } else if (roll < 0.9) {
        html += open.length > 0 && next() < 0.8 ? `</${open.pop()}>` : `</${pick(TAGS)}>`;
      } else {
        html += pick(OTHER);
      }
    }
    // Cut anywhere: inside a tag, an attribute, an entity, a comment.
    return next() < 0.3 ? html.slice(0, Math.floor(next() * html.length)) : html;
  }

  it('match the Parser on thousands of generated pages', () => {
    for (let seed = 1; seed <= 3000; seed += 1) expectSameEvents(generatePage(random(seed)));
  });
});
