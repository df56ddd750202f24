package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// manifestChunk is one entry of Vite's build manifest (build.manifest).
type manifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	IsEntry bool     `json:"isEntry"`
}

// jsSize sums the gzip size of the JavaScript a visitor's browser loads for
// the home route, in each of the site's languages: the entry chunk, the
// app's start chunk (src/start.tsx) and React's DOM renderer
// (src/dom-renderer.ts), which the entry imports once the page has painted,
// the home route's chunk, every chunk they import statically, and the
// page's language's shell catalog (src/locales/en.json or ar.json, which
// the entry fetches beside them).
func jsSize(dist string) error {
	raw, err := os.ReadFile(filepath.Join(dist, ".vite", "manifest.json"))
	if err != nil {
		return fmt.Errorf("read Vite manifest (build with build.manifest): %w", err)
	}
	var m map[string]manifestChunk
	if err := json.Unmarshal(raw, &m); err != nil {
		return err
	}
	fmt.Printf("## js\n")
	for _, lang := range []string{"en", "ar"} {
		roots := []string{"index.html", "src/start.tsx", "src/dom-renderer.ts", "src/app/routes/home.tsx", "src/locales/" + lang + ".json?lingui"}
		seen := map[string]bool{}
		var visit func(key string)
		visit = func(key string) {
			if seen[key] {
				return
			}
			seen[key] = true
			for _, imp := range m[key].Imports {
				visit(imp)
			}
		}
		for _, root := range roots {
			// A root renamed or gone would make the sum quietly smaller.
			if _, ok := m[root]; !ok {
				return fmt.Errorf("the build has no %s", root)
			}
			visit(root)
		}
		total, files := 0, 0
		for key := range seen {
			file := m[key].File
			if !strings.HasSuffix(file, ".js") {
				continue
			}
			b, err := os.ReadFile(filepath.Join(dist, file))
			if err != nil {
				return err
			}
			total += gzipSize(b)
			files++
		}
		fmt.Printf("home route initial JavaScript (%s): %.1f KB gzip in %d files (target <= 120 KB)\n", lang, float64(total)/1024, files)
	}
	return nil
}

func gzipSize(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = w.Write(b)
	_ = w.Close()
	return buf.Len()
}
