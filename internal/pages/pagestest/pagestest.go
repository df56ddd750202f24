// Package pagestest reads the site's pages in tests: the built web app
// they are served from, and what a page, the sitemap and a feed say. The
// tests of the pages (internal/pages) and of the API's effect on them
// (internal/httpapi) share it.
package pagestest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"testing/fstest"

	"github.com/dayspa/dayspa/internal/ssr"
)

// RootOpen is the opening tag of the app's container in index.html.
const RootOpen = `<div id="root">`

// BuiltApp is the web build (make build) as the server needs it to render
// pages: web/page-meta.json, and index.html, prerendered.json and the
// server renderer's script of web/dist. It is read from the repository,
// two folders above the test's package.
func BuiltApp(t testing.TB) (pageMeta []byte, app fstest.MapFS) {
	t.Helper()
	dist := filepath.Join("..", "..", "web", "dist")
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join(dist, filepath.FromSlash(name)))
		if err != nil {
			t.Fatalf("the web build is needed (make build): %v", err)
		}
		return data
	}
	meta, err := os.ReadFile(filepath.Join("..", "..", "web", "page-meta.json"))
	if err != nil {
		t.Fatal(err)
	}
	return meta, fstest.MapFS{
		"index.html":       {Data: read("index.html")},
		"prerendered.json": {Data: read("prerendered.json")},
		ssr.ScriptPath:     {Data: read(ssr.ScriptPath)},
	}
}

// DataBlock is the page's JSON data block, decoded.
func DataBlock(t *testing.T, page []byte) map[string]any {
	t.Helper()
	m := regexp.MustCompile(`<script type="application/json" id="dayspa-data">(.*?)</script>`).FindSubmatch(page)
	if m == nil {
		t.Fatal("the page has no dayspa-data block")
	}
	var v map[string]any
	if err := json.Unmarshal(m[1], &v); err != nil {
		t.Fatalf("data block: %v", err)
	}
	return v
}

// Root is the HTML inside the page's #root.
func Root(t *testing.T, page []byte) string {
	t.Helper()
	_, after, ok := bytes.Cut(page, []byte(RootOpen))
	if !ok {
		t.Fatal("no #root")
	}
	i := bytes.LastIndex(after, []byte("</div>"))
	return string(after[:i])
}

// ExecutableScripts counts the script elements a browser would run.
func ExecutableScripts(page []byte) int {
	n := 0
	for _, m := range regexp.MustCompile(`<script[^>]*>`).FindAll(page, -1) {
		if !bytes.Contains(m, []byte(`type="application/`)) && !bytes.Contains(m, []byte(` src=`)) {
			n++
		}
	}
	return n
}

// JSONLDPattern finds the page's structured data blocks.
var JSONLDPattern = regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`)

// JSONLD is the page's structured data of schema.org type typ.
func JSONLD(t *testing.T, page []byte, typ string) map[string]any {
	t.Helper()
	for _, m := range JSONLDPattern.FindAllSubmatch(page, -1) {
		var v map[string]any
		if err := json.Unmarshal(m[1], &v); err != nil {
			t.Fatalf("structured data: %v", err)
		}
		if v["@type"] == typ {
			return v
		}
	}
	t.Fatalf("the page has no %s structured data", typ)
	return nil
}

// MustJSON is v in JSON.
func MustJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Sitemap is what a sitemap.xml says, as a crawler reads it.
type Sitemap struct {
	URLs []struct {
		Loc        string `xml:"loc"`
		LastMod    string `xml:"lastmod"`
		Alternates []struct {
			Hreflang string `xml:"hreflang,attr"`
			Href     string `xml:"href,attr"`
		} `xml:"link"`
	} `xml:"url"`
}

// Feed is what an Atom feed says, as a feed reader reads it.
type Feed struct {
	Lang    string `xml:"lang,attr"`
	Title   string `xml:"title"`
	Entries []struct {
		ID      string `xml:"id"`
		Title   string `xml:"title"`
		Content struct {
			Type string `xml:"type,attr"`
			Body string `xml:",chardata"`
		} `xml:"content"`
	} `xml:"entry"`
}
