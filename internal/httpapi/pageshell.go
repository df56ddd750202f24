package httpapi

import (
	"bytes"
	"errors"
	"html"
	"io"
	"slices"
	"strings"

	xhtml "golang.org/x/net/html"
)

// shell is index.html split where the page metadata goes, with whatever
// metadata the build put there taken out: <title>, meta description,
// keywords and robots, og:*, article:* and twitter:* tags, the canonical
// link and JSON-LD. The tags are found by what they are, wherever they
// stand; the page's own go right after the comment <!--app-head:start-->
// when index.html has one (web/index.html marks the block with
// app-head:start and app-head:end), else where the first such tag stood,
// else before </head>.
//
// A language other than the default gets its own shell (forLanguage),
// made when the pages are filled, with its lang and dir on <html>.
type shell struct {
	before, after []byte
	// htmlStart and htmlEnd are where index.html's <html> start tag is in
	// before (htmlEnd 0: it has none), htmlAttrs its attributes.
	htmlStart, htmlEnd int
	htmlAttrs          []xhtml.Attribute
}

func newShell(index []byte) (*shell, error) {
	z := xhtml.NewTokenizer(bytes.NewReader(index))
	var out bytes.Buffer
	insertAt, markerAt := -1, -1
	htmlStart, htmlEnd := 0, 0
	var htmlAttrs []xhtml.Attribute
	skipTo := ""       // the end tag closing a dropped <title> or <script>
	dropSpace := false // drop the white space after a dropped tag
	for {
		tt := z.Next()
		if tt == xhtml.ErrorToken {
			if errors.Is(z.Err(), io.EOF) {
				break
			}
			return nil, z.Err()
		}
		raw := z.Raw()
		if skipTo != "" {
			if name, _ := z.TagName(); tt == xhtml.EndTagToken && string(name) == skipTo {
				skipTo, dropSpace = "", true
			}
			continue
		}
		switch tt {
		case xhtml.TextToken:
			if dropSpace && len(bytes.TrimSpace(raw)) == 0 {
				dropSpace = false
				continue
			}
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			tok := z.Token()
			if tok.Data == "html" && htmlEnd == 0 && insertAt < 0 && markerAt < 0 {
				htmlStart, htmlAttrs = out.Len(), tok.Attr
				out.Write(raw)
				htmlEnd = out.Len()
				dropSpace = false
				continue
			}
			if managedTag(tok) {
				if insertAt < 0 {
					insertAt = out.Len()
				}
				if tt == xhtml.StartTagToken && (tok.Data == "title" || tok.Data == "script") {
					skipTo = tok.Data
				}
				dropSpace = true
				continue
			}
		case xhtml.EndTagToken:
			if name, _ := z.TagName(); string(name) == "head" && insertAt < 0 {
				insertAt = out.Len()
			}
		case xhtml.CommentToken:
			if strings.TrimSpace(string(z.Text())) == headMarker && markerAt < 0 {
				out.Write(raw)
				out.WriteByte('\n')
				markerAt, dropSpace = out.Len(), true
				continue
			}
		}
		dropSpace = false
		out.Write(raw)
	}
	if markerAt >= 0 {
		insertAt = markerAt
	}
	if insertAt < 0 {
		return nil, errors.New("no </head> to put the page metadata before")
	}
	b := out.Bytes()
	return &shell{before: b[:insertAt], after: b[insertAt:], htmlStart: htmlStart, htmlEnd: htmlEnd, htmlAttrs: htmlAttrs}, nil
}

// forLanguage returns the shell of the pages in l: the default language's
// is index.html's own; another's has <html> say its lang and dir, its
// other attributes kept.
func (sh *shell) forLanguage(l langMeta) (*shell, error) {
	if l.isDefault() {
		return sh, nil
	}
	if sh.htmlEnd == 0 {
		return nil, errors.New("no <html> tag to say the language of the " + string(l.Code) + " pages on")
	}
	var tag bytes.Buffer
	tag.WriteString("<html")
	attr := func(key, val string) {
		tag.WriteString(" " + key + `="` + html.EscapeString(val) + `"`)
	}
	attr("lang", string(l.Code))
	attr("dir", l.Dir)
	for _, a := range sh.htmlAttrs {
		if a.Namespace == "" && a.Key != "lang" && a.Key != "dir" {
			attr(a.Key, a.Val)
		}
	}
	tag.WriteString(">")
	before := slices.Concat(sh.before[:sh.htmlStart], tag.Bytes(), sh.before[sh.htmlEnd:])
	end := sh.htmlStart + tag.Len()
	return &shell{before: before, after: sh.after, htmlStart: sh.htmlStart, htmlEnd: end, htmlAttrs: sh.htmlAttrs}, nil
}

// headMarker is the comment after which the page metadata goes.
const headMarker = "app-head:start"

// managedTag reports whether the server writes this head tag per page.
func managedTag(t xhtml.Token) bool {
	attr := func(key string) string {
		for _, a := range t.Attr {
			if a.Key == key {
				return strings.ToLower(a.Val)
			}
		}
		return ""
	}
	switch t.Data {
	case "title":
		return true
	case "meta":
		name, prop := attr("name"), attr("property")
		return name == "description" || name == "keywords" || name == "robots" ||
			strings.HasPrefix(name, "twitter:") || strings.HasPrefix(prop, "og:") || strings.HasPrefix(prop, "article:")
	case "link":
		return attr("rel") == "canonical"
	case "script":
		return attr("type") == "application/ld+json" || attr("id") == configScriptID
	}
	return false
}
