package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/dayspa/dayspa/web"
)

// publicRoutes are the public pages' route modules (web/src/app/routes),
// by the path each is at in English.
var publicRoutes = []struct{ path, module string }{
	{"/", "home"}, {"/about", "about"}, {"/services", "services"}, {"/gallery", "gallery"}, {"/booking", "booking"},
	{"/contact", "contact"}, {"/gift-cards", "gift-cards"}, {"/packages", "packages"},
	{"/blog", "blog"}, {"/privacy", "privacy"}, {"/terms", "terms"},
}

// routeParts reads, from the route table (web/src/app/pages.ts), the text
// catalogs each route module loads beside its code: `import('./routes/X')`
// and the list of parts after it on that line.
var routeLoad = regexp.MustCompile(`import\('\./routes/([a-z-]+)'\)[^\[\n]*(?:\[([^\]]*)\])?`)

func routeParts(pagesTS []byte) map[string][]string {
	parts := map[string][]string{}
	for _, m := range routeLoad.FindAllSubmatch(pagesTS, -1) {
		var list []string
		for _, p := range strings.Split(string(m[2]), ",") {
			if p = strings.Trim(strings.TrimSpace(p), `'"`); p != "" {
				list = append(list, p)
			}
		}
		parts[string(m[1])] = list
	}
	return parts
}

// jsSize sums, for every public page in each of the site's languages, the
// gzip size of the JavaScript a visitor's browser loads before it is used:
// the entry chunk, the app's start chunk (src/start.tsx) and React's DOM
// renderer (src/dom-renderer.ts), which the entry imports once the page has
// painted, the route's chunk, every chunk they import statically, the
// language's shell catalog (src/locales/en.json or ar.json, which the entry
// fetches beside them) and the route's own catalogs (pages.ts). What a page
// imports only when asked (dynamic imports: the home page's later
// sections, dialogs) is not counted.
func jsSize(dist string) error {
	m, err := web.ReadManifest(os.DirFS(dist))
	if err != nil {
		return err
	}
	pagesTS, err := os.ReadFile(filepath.Join(dist, "..", "src", "app", "pages.ts"))
	if err != nil {
		return err
	}
	parts := routeParts(pagesTS)
	fmt.Printf("## js\ninitial JavaScript per public page, gzip -9, from Vite's manifest (target <= 100 KB)\n")
	for _, route := range publicRoutes {
		catalogs, ok := parts[route.module]
		if !ok {
			return fmt.Errorf("web/src/app/pages.ts loads no ./routes/%s", route.module)
		}
		for _, lang := range []string{"en", "ar"} {
			roots := []string{"index.html", "src/start.tsx", "src/dom-renderer.ts", "src/app/routes/" + route.module + ".tsx", "src/locales/" + lang + ".json?lingui"}
			for _, part := range catalogs {
				roots = append(roots, "src/locales/"+part+"/"+lang+".json?lingui")
			}
			total, files, err := initialJS(dist, m, roots)
			if err != nil {
				return err
			}
			path := route.path
			if lang == "ar" {
				path = strings.TrimSuffix("/ar"+route.path, "/")
			}
			kb := float64(total) / 1024
			fmt.Printf("%-13s %6.1f KB in %2d files: %s\n", path, kb, files,
				verdict(fmt.Sprintf("js: %s %.1f KB, target <= 100 KB", path, kb), total <= 100<<10))
		}
	}
	return nil
}

// initialJS is the gzip size and count of the JavaScript files of roots
// and every chunk they import statically.
func initialJS(dist string, m web.Manifest, roots []string) (total, files int, err error) {
	seen, err := m.StaticImports(roots...)
	if err != nil {
		return 0, 0, err
	}
	for key := range seen {
		file := m[key].File
		if !strings.HasSuffix(file, ".js") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dist, file))
		if err != nil {
			return 0, 0, err
		}
		total += gzipSize(b)
		files++
	}
	return total, files, nil
}

func gzipSize(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = w.Write(b)
	_ = w.Close()
	return buf.Len()
}
