package main

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"regexp"
	"testing"

	"github.com/dayspa/dayspa/web"
)

// firstPaintScriptBudget is the most JavaScript, gzipped, a public page may
// ask for before its first paint. The page arrives rendered: the app (React,
// the router, the page's code) is fetched only once it has painted
// (web/src/main.tsx). What the HTML names itself, the entry script and its
// modulepreloads, shares a phone's slow first round trips with the
// stylesheet, the fonts and the hero picture, and runs before the paint; it
// is the entry (about 1 KB) and the helper it fetches the app with. A
// 20 KB chunk slipping in (as the router's, bundled with that helper, once
// did) adds a tenth of a second to a slow 4G phone's first paint.
const firstPaintScriptBudget = 4 << 10

var headScript = regexp.MustCompile(`<script type="module"[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"`)

func TestMain_FirstPaintScriptsAreSmall(t *testing.T) {
	app := web.Dist()
	if _, err := fs.Stat(app, "prerendered.json"); err != nil {
		t.Fatalf("the web app is not built with its prerendered pages (make build): %v", err)
	}
	m, _ := runMainWith(t, testEnv(t), app)
	base := "http://" + m.Addr().String()
	for _, page := range []string{"/", "/ar", "/services", "/ar/booking", "/blog"} {
		resp, body := get(t, base+page)
		if resp.StatusCode != 200 {
			t.Fatalf("%s = %d", page, resp.StatusCode)
		}
		total := 0
		var files []string
		for _, match := range headScript.FindAllSubmatch(body, -1) {
			src := string(match[1]) + string(match[2])
			resp, js := get(t, base+src)
			if resp.StatusCode != 200 {
				t.Fatalf("%s names %s, which answers %d", page, src, resp.StatusCode)
			}
			total += gzipLen(t, js)
			files = append(files, src)
		}
		if len(files) == 0 {
			t.Fatalf("%s names no script: the test no longer reads the page's head", page)
		}
		if total > firstPaintScriptBudget {
			t.Errorf("%s asks for %d bytes of gzipped JavaScript before its first paint (at most %d): %v", page, total, firstPaintScriptBudget, files)
		}
	}
}

func gzipLen(t *testing.T, b []byte) int {
	t.Helper()
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Len()
}
