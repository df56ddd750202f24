package markdown

import (
	"io"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// allowedSchemes are the link and image schemes a rendered post may hold;
// a relative URL has none.
var allowedSchemes = map[string]bool{"": true, "http": true, "https": true, "mailto": true}

// dangerousTags are elements that run code, load other documents or
// restyle the page; none may come out of Render.
var dangerousTags = map[string]bool{"script": true, "style": true, "iframe": true, "frame": true, "object": true,
	"embed": true, "form": true, "input": true, "button": true, "textarea": true, "select": true, "link": true,
	"meta": true, "base": true, "svg": true, "math": true, "template": true, "frameset": true, "applet": true}

// FuzzRender feeds Markdown with raw HTML, scripts, event handlers and
// every kind of link to the renderer, and parses what comes out as a
// browser would: no element that runs code or loads a document, no event
// handler or style attribute, no link or image whose scheme is not http,
// https or mailto. A post's author is the admin, but a stolen session or a
// pasted text must not be able to put script in front of every visitor.
func FuzzRender(f *testing.F) {
	for _, s := range []string{
		"# Title\n\nSome **bold** text and a [link](https://example.com).",
		"<script>alert(1)</script>",
		"<img src=x onerror=alert(1)>",
		"[x](javascript:alert(1))",
		"[x](JaVaScRiPt:alert(1))",
		"[x](java\tscript:alert(1))",
		"[x](&#106;avascript:alert(1))",
		"![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
		"<a href=\"vbscript:msgbox(1)\">x</a>",
		"<svg><script>alert(1)</script></svg>",
		"<iframe src=\"https://evil.example\"></iframe>",
		"<div style=\"background:url(javascript:alert(1))\">x</div>",
		"[x](<javascript:alert(1)>)",
		"<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
		"| a | b |\n|---|---|\n| <script>x</script> | [y](javascript:y) |",
		"```html\n<script>alert(1)</script>\n```",
		"<!-- <script>alert(1)</script> -->",
		"<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
		"\x00<scr\x00ipt>alert(1)</script>",
		"[a]: javascript:alert(1)\n\n[link][a]",
		"<https://example.com> <javascript:alert(1)>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		out := Render(src)
		z := html.NewTokenizer(strings.NewReader(out))
		for {
			tt := z.Next()
			if tt == html.ErrorToken {
				if z.Err() != io.EOF {
					t.Fatalf("output does not tokenize: %v\n%s", z.Err(), out)
				}
				return
			}
			if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
				continue
			}
			tok := z.Token()
			if dangerousTags[tok.Data] {
				t.Fatalf("<%s> in the output of %q:\n%s", tok.Data, src, out)
			}
			for _, a := range tok.Attr {
				key := strings.ToLower(a.Key)
				if strings.HasPrefix(key, "on") || key == "style" || key == "srcdoc" || key == "formaction" {
					t.Fatalf("attribute %s on <%s> in the output of %q:\n%s", key, tok.Data, src, out)
				}
				if key == "href" || key == "src" || key == "cite" || key == "action" {
					u, err := url.Parse(strings.TrimSpace(a.Val))
					if err != nil || !allowedSchemes[strings.ToLower(u.Scheme)] {
						t.Fatalf("%s=%q on <%s> in the output of %q:\n%s", key, a.Val, tok.Data, src, out)
					}
				}
			}
		}
	})
}
