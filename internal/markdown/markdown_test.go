package markdown

import (
	"strings"
	"testing"
)

func TestRender(t *testing.T) {
	for _, tt := range []struct {
		name    string
		src     string
		want    []string // substrings the HTML must hold
		wantNot []string // substrings it must not hold
	}{
		{
			name: "OK",
			src:  "## Why hammam\n\nA **warm** room and [our menu](/services).\n\n- steam\n- scrub\n",
			want: []string{`<h2 id="why-hammam">Why hammam</h2>`, "<strong>warm</strong>", `<a href="/services"`, "<li>steam</li>"},
		},
		{
			name:    "ScriptDropped",
			src:     "Hello\n\n<script>alert(1)</script>\n\nbye",
			want:    []string{"<p>Hello</p>", "<p>bye</p>"},
			wantNot: []string{"<script", "alert(1)"},
		},
		{
			name:    "InlineEventHandlerDropped",
			src:     "Look: <img src=x onerror=alert(1)> and <a href=\"#\" onclick=\"alert(1)\">x</a>",
			wantNot: []string{"onerror", "onclick", "alert(1)"},
		},
		{
			name:    "JavascriptLinkDropped",
			src:     "[click](javascript:alert(1)) ![i](javascript:alert(2))",
			wantNot: []string{"javascript:"},
		},
		{
			name: "ExternalLinkHardened",
			src:  "[a site](https://example.com/)",
			want: []string{`href="https://example.com/"`, "nofollow", "noreferrer", `target="_blank"`},
		},
		{
			name: "GFMTable",
			src:  "| a | b |\n|---|---|\n| 1 | 2 |\n",
			want: []string{"<table>", "<td>1</td>"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Render(tt.src)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("HTML lacks %q:\n%s", w, got)
				}
			}
			for _, w := range tt.wantNot {
				if strings.Contains(got, w) {
					t.Errorf("HTML holds %q:\n%s", w, got)
				}
			}
		})
	}
}

func TestCache(t *testing.T) {
	c := NewCache(2)
	a := c.Render(1, "# One")
	if a != Render("# One") {
		t.Fatalf("cached render differs: %q", a)
	}
	if got := c.Render(1, "# Two"); !strings.Contains(got, "Two") {
		t.Fatalf("edited source served stale HTML: %q", got)
	}
	c.Render(2, "x") // two entries held already: the cache starts afresh
	if n := len(c.entries); n != 1 {
		t.Fatalf("entries = %d, want 1 after the reset", n)
	}
}
