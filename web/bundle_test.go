package web

import (
	"io/fs"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// readManifest reads the embedded build's Vite manifest.
func readManifest(t *testing.T) Manifest {
	t.Helper()
	m, err := ReadManifest(Dist())
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// staticImports is Manifest.StaticImports, failing the test on a root the
// manifest lacks.
func staticImports(t *testing.T, manifest Manifest, roots ...string) map[string]bool {
	t.Helper()
	seen, err := manifest.StaticImports(roots...)
	if err != nil {
		t.Fatal(err)
	}
	return seen
}

// publicRoute is a public page's module: a route file directly under
// src/app/routes (the admin's routes are under src/app/routes/admin/).
var publicRoute = regexp.MustCompile(`^src/app/routes/[^/]+\.tsx$`)

// isAdminModule tells a manifest key of the back office's own code.
func isAdminModule(key string) bool {
	return strings.HasPrefix(key, "src/app/routes/admin/") || strings.HasPrefix(key, "src/features/admin/")
}

// adminMarker is text only the back office's code holds: the paths of the
// admin API. A public page's script never calls it.
const adminMarker = "/api/admin"

// publicAdminCode lists the admin code in the JavaScript a visitor's browser
// loads for a public page: the page's first script (index.html's entry), the
// app's start, every public route's chunk, and every chunk they import
// statically (a dynamic import is fetched only when used, so the admin's lazy
// routes are not counted). Admin code is a chunk of an admin module, or a
// script holding adminMarker (admin code bundled into a shared chunk).
func publicAdminCode(manifest Manifest, read func(file string) ([]byte, error)) ([]string, error) {
	roots := []string{"index.html", "src/start.tsx"}
	for key := range manifest {
		if publicRoute.MatchString(key) {
			roots = append(roots, key)
		}
	}
	seen := map[string]string{} // chunk key -> the root that reaches it
	var visit func(key, root string)
	visit = func(key, root string) {
		if _, ok := seen[key]; ok {
			return
		}
		seen[key] = root
		for _, imp := range manifest[key].Imports {
			visit(imp, root)
		}
	}
	for _, root := range roots {
		visit(root, root)
	}
	var found []string
	for key, root := range seen {
		file := manifest[key].File
		if isAdminModule(key) {
			found = append(found, root+" imports "+key+" ("+file+")")
			continue
		}
		if !strings.HasSuffix(file, ".js") {
			continue
		}
		b, err := read(file)
		if err != nil {
			return nil, err
		}
		if strings.Contains(string(b), adminMarker) {
			found = append(found, root+" imports "+file+", which holds "+adminMarker)
		}
	}
	sort.Strings(found)
	return found, nil
}

// A public page's JavaScript carries none of the back office: the admin's
// code is fetched only on /admin, so visitors neither download nor run it.
func TestPublicPagesLoadNoAdminCode(t *testing.T) {
	dist := Dist()
	manifest := readManifest(t)
	// The roots the test starts from exist: a renamed one would quietly check less.
	for _, key := range []string{"index.html", "src/start.tsx", "src/app/routes/home.tsx", "src/app/routes/booking.tsx", "src/app/routes/admin/dashboard.tsx"} {
		if _, ok := manifest[key]; !ok {
			t.Fatalf("the build's manifest has no %s", key)
		}
	}
	found, err := publicAdminCode(manifest, func(file string) ([]byte, error) { return fs.ReadFile(dist, file) })
	if err != nil {
		t.Fatal(err)
	}
	if len(found) > 0 {
		t.Errorf("public pages load admin code:\n%s", strings.Join(found, "\n"))
	}
	// The admin's own chunk does hold the marker: the check looks for something that is there to find.
	admin, err := fs.ReadFile(dist, manifest["src/app/routes/admin/dashboard.tsx"].File)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(admin), adminMarker) {
		t.Errorf("the admin dashboard's chunk no longer holds %q: choose another marker of admin code", adminMarker)
	}
}

// The check finds admin code reached through a chain of static imports, by
// module or by its marker in a shared chunk, and leaves lazy imports alone.
func TestPublicAdminCodeFindsLeaks(t *testing.T) {
	manifest := Manifest{
		"index.html":              {File: "assets/index.js", Imports: []string{"_shared.js"}},
		"src/start.tsx":           {File: "assets/start.js"},
		"src/app/routes/home.tsx": {File: "assets/home.js", Imports: []string{"_cards.js"}},
		"_cards.js":               {File: "assets/cards.js", Imports: []string{"src/features/admin/shell/components/admin-gate.tsx"}},
		"src/features/admin/shell/components/admin-gate.tsx": {File: "assets/admin-gate.js"},
		"_shared.js":                         {File: "assets/shared.js"},
		"src/app/routes/admin/dashboard.tsx": {File: "assets/dashboard.js"},
	}
	files := map[string]string{
		"assets/index.js":      "import './shared.js'",
		"assets/start.js":      "fetch('/api/services')",
		"assets/home.js":       "import('./dashboard.js')",
		"assets/cards.js":      "cards",
		"assets/admin-gate.js": "gate",
		"assets/shared.js":     "fetch('/api/admin/stats')",
		"assets/dashboard.js":  "fetch('/api/admin/bookings')",
	}
	read := func(file string) ([]byte, error) { return []byte(files[file]), nil }
	found, err := publicAdminCode(manifest, read)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"index.html imports assets/shared.js, which holds /api/admin",
		"src/app/routes/home.tsx imports src/features/admin/shell/components/admin-gate.tsx (assets/admin-gate.js)",
	}
	if strings.Join(found, "\n") != strings.Join(want, "\n") {
		t.Errorf("found\n%s\nwant\n%s", strings.Join(found, "\n"), strings.Join(want, "\n"))
	}
}

// The dashboard opens on Bookings: what /admin loads before it shows is the
// shell and that one place. Every other place (the calendar, income, the
// blog editor, …) is a chunk of its own, fetched when the manager opens it, so
// a phone at the front desk does not download and run the whole back office
// to see today's bookings.
func TestDashboardLoadsOnlyItsFirstPlace(t *testing.T) {
	manifest := readManifest(t)
	// The other places, by the module each is (web/src/features/admin/shell/components/dashboard-place.tsx).
	later := []string{
		"today/components/today-place.tsx", "calendar/components/calendar-tab.tsx", "customers/components/customers-tab.tsx",
		"messages/components/messages-tab.tsx", "services/components/services-tab.tsx", "team/components/team-tab.tsx",
		"hours/components/hours-tab.tsx", "blog/components/blog-tab.tsx", "gallery/components/gallery-tab.tsx",
		"team-page/components/team-page-tab.tsx", "reviews/components/reviews-tab.tsx", "income/components/income-tab.tsx",
		"reports/components/reports-tab.tsx", "outbox/components/outbox-tab.tsx",
	}
	const root = "src/app/routes/admin/dashboard.tsx"
	loaded := staticImports(t, manifest, root)
	if len(loaded) < 2 {
		t.Fatalf("%s imports nothing", root)
	}
	for _, place := range later {
		key := "src/features/admin/" + place
		if _, own := manifest[key]; !own {
			t.Errorf("%s is not a chunk of its own: /admin downloads it with the shell", key)
			continue
		}
		if loaded[key] {
			t.Errorf("/admin loads %s before it shows Bookings", key)
		}
	}
}

// The consent notice's code and texts are fetched only when the notice is
// shown: a visitor who has answered, or any visitor of a site without an ad
// tracker, never downloads them. So no script a public page loads at start
// (the entry, the app's start, the shell catalogs, every public route and
// their static imports) holds the notice's words; its own catalog does.
func TestConsentNoticeTextsLoadOnlyWithTheNotice(t *testing.T) {
	dist := Dist()
	manifest := readManifest(t)
	const marker = "advertising pixel, which tells Snap" // the notice's text (consent.text)
	roots := []string{"index.html", "src/start.tsx", "src/locales/en.json?lingui", "src/locales/ar.json?lingui"}
	for key := range manifest {
		if publicRoute.MatchString(key) {
			roots = append(roots, key)
		}
	}
	seen := staticImports(t, manifest, roots...)
	for key := range seen {
		file := manifest[key].File
		if !strings.HasSuffix(file, ".js") {
			continue
		}
		b, err := fs.ReadFile(dist, file)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), marker) {
			t.Errorf("%s (%s), loaded by every public page, holds the consent notice's text", key, file)
		}
	}
	// The marker is there to find, in the notice's own catalog.
	own, ok := manifest["src/locales/consent/en.json?lingui"]
	if !ok {
		t.Fatal("the build's manifest has no src/locales/consent/en.json?lingui")
	}
	b, err := fs.ReadFile(dist, own.File)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), marker) {
		t.Errorf("the consent catalog (%s) no longer holds %q: choose another marker", own.File, marker)
	}
}

// chartMarker is text of Chart.js that survives minifying: one of its
// error messages.
const chartMarker = "Canvas is already in use"

// Chart.js is the Income charts' alone: it is in the lazily loaded chunk
// of their canvas, and no public page's JavaScript, nor the dashboard's
// or the Income tab's own, carries it.
func TestPublicPagesLoadNoChartJS(t *testing.T) {
	dist := Dist()
	manifest := readManifest(t)
	const canvas = "src/features/admin/income/charts/chart-canvas.tsx"
	roots := []string{"index.html", "src/start.tsx", "src/app/routes/home.tsx", "src/app/routes/booking.tsx",
		"src/app/routes/admin/dashboard.tsx", "src/features/admin/income/components/income-tab.tsx"}
	for key := range manifest {
		if publicRoute.MatchString(key) {
			roots = append(roots, key)
		}
	}
	sort.Strings(roots)
	for key := range staticImports(t, manifest, roots...) {
		if key == canvas {
			t.Errorf("the chart canvas is a static import of %v", roots)
		}
		b, err := fs.ReadFile(dist, manifest[key].File)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), chartMarker) {
			t.Errorf("%s (%s), loaded at the start of a page, holds Chart.js", key, manifest[key].File)
		}
	}
	// The marker is where Chart.js is: the check looks for something that is there to find.
	seen := false
	for key := range staticImports(t, manifest, canvas) {
		b, err := fs.ReadFile(dist, manifest[key].File)
		if err != nil {
			t.Fatal(err)
		}
		seen = seen || strings.Contains(string(b), chartMarker)
	}
	if !seen {
		t.Errorf("the chart canvas's chunks do not hold %q: choose another marker of Chart.js", chartMarker)
	}
}
