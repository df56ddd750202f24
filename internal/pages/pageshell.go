package pages

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
//
// A <link> of index.html's head with a data-lang attribute belongs to the
// pages of that language only: the build marks so the Arabic font's
// preloads, which an English page must not fetch. Each shell has its own
// language's such links, where the first of them stood.
type shell struct {
	before, after []byte
	// htmlStart and htmlEnd are where index.html's <html> start tag is in
	// before (htmlEnd 0: it has none), htmlAttrs its attributes.
	htmlStart, htmlEnd int
	htmlAttrs          []xhtml.Attribute
	// bare is the shell without any language's own links (itself, when
	// index.html has none), langLinks those links by language, and
	// langAt where they go in bare's before (or, past its end, its after).
	bare      *shell
	langLinks map[string][]byte
	langAt    int
}

func newShell(index []byte) (*shell, error) {
	z := xhtml.NewTokenizer(bytes.NewReader(index))
	var out bytes.Buffer
	insertAt, markerAt := -1, -1
	htmlStart, htmlEnd := 0, 0
	var htmlAttrs []xhtml.Attribute
	var langLinks map[string][]byte // the links of one language's pages (data-lang)
	langAt := -1
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
			if lang := attrOf(tok, "data-lang"); tok.Data == "link" && lang != "" {
				if langLinks == nil {
					langLinks, langAt = map[string][]byte{}, out.Len()
				}
				langLinks[lang] = append(langLinks[lang], raw...)
				dropSpace = true
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
	bare := &shell{before: b[:insertAt], after: b[insertAt:], htmlStart: htmlStart, htmlEnd: htmlEnd, htmlAttrs: htmlAttrs}
	if langLinks == nil {
		bare.bare = bare
		return bare, nil
	}
	bare.langLinks, bare.langAt = langLinks, langAt
	// index.html's own language is the default one's.
	var lang string
	for _, a := range htmlAttrs {
		if a.Namespace == "" && a.Key == "lang" {
			lang = a.Val
		}
	}
	return bare.withLinksOf(lang), nil
}

// withLinksOf is the bare shell with lang's own links put back.
func (bare *shell) withLinksOf(lang string) *shell {
	sh := *bare
	sh.bare = bare
	links := bare.langLinks[lang]
	if len(links) == 0 {
		return &sh
	}
	if at := bare.langAt; at <= len(bare.before) {
		sh.before = slices.Concat(bare.before[:at], links, bare.before[at:])
	} else {
		at -= len(bare.before)
		sh.after = slices.Concat(bare.after[:at], links, bare.after[at:])
	}
	return &sh
}

// attrOf is the token's attribute key, "" when it has none.
func attrOf(t xhtml.Token, key string) string {
	for _, a := range t.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val
		}
	}
	return ""
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
	sh = sh.bare.withLinksOf(string(l.Code))
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
	return &shell{before: before, after: sh.after, htmlStart: sh.htmlStart, htmlEnd: end, htmlAttrs: sh.htmlAttrs, bare: sh.bare}, nil
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
