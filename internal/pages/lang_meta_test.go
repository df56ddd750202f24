package pages

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/httpx"
)

func TestSiteLanguages(t *testing.T) {
	langs, err := siteLanguages(map[string]langMeta{
		"ar": {Prefix: "/ar", OGLocale: "ar_AE", Dir: "rtl"},
		"en": {Prefix: "", OGLocale: "en_AE"},
	}, "en_GB")
	if err != nil || len(langs) != 2 || langs[0] != (langMeta{Code: dayspa.English, OGLocale: "en_AE", Dir: "ltr"}) ||
		langs[1] != (langMeta{Code: dayspa.Arabic, Prefix: "/ar", OGLocale: "ar_AE", Dir: "rtl"}) {
		t.Errorf("siteLanguages = %+v, %v", langs, err)
	}
	if langs, err := siteLanguages(nil, "en_GB"); err != nil || len(langs) != 1 || langs[0].OGLocale != "en_GB" || !langs[0].isDefault() {
		t.Errorf("without languages: %+v, %v", langs, err)
	}
	for name, bad := range map[string]map[string]langMeta{
		"no English":        {"ar": {Prefix: "/ar", OGLocale: "ar_AE"}},
		"English prefixed":  {"en": {Prefix: "/en", OGLocale: "en_AE"}, "ar": {Prefix: "/ar", OGLocale: "ar_AE"}},
		"Arabic unprefixed": {"en": {}, "ar": {OGLocale: "ar_AE"}},
		"prefix slash":      {"en": {}, "ar": {Prefix: "/ar/", OGLocale: "ar_AE"}},
		"prefix deep":       {"en": {}, "ar": {Prefix: "/x/ar", OGLocale: "ar_AE"}},
		"no og:locale":      {"en": {}, "ar": {Prefix: "/ar"}},
		"bad dir":           {"en": {}, "ar": {Prefix: "/ar", OGLocale: "ar_AE", Dir: "right"}},
		"unknown language":  {"en": {}, "fr": {Prefix: "/fr", OGLocale: "fr_FR"}},
		"regional code":     {"en": {}, "ar-AE": {Prefix: "/ar", OGLocale: "ar_AE"}},
	} {
		if _, err := siteLanguages(bad, "en_AE"); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	// A page-meta.json with a bad language stops the server at start.
	base, _ := httpx.ParseBaseURL(testBaseURL)
	meta := strings.Replace(testPageMeta, `"dir": "rtl"`, `"dir": "rtl-ish"`, 1)
	if _, err := newSite(testDist(), Config{PageMeta: []byte(meta), Business: testBusiness}, base); err == nil || !strings.Contains(err.Error(), "languages: ar") {
		t.Errorf("newSite with a bad language: %v", err)
	}
}

func TestShellForLanguage(t *testing.T) {
	sh, err := newShell([]byte(testIndex))
	if err != nil {
		t.Fatal(err)
	}
	en, _ := sh.forLanguage(langMeta{Code: dayspa.English})
	if en != sh {
		t.Error("the default language's shell is not index.html's own")
	}
	ar, err := sh.forLanguage(langMeta{Code: dayspa.Arabic, Prefix: "/ar", Dir: "rtl"})
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Replace(string(sh.before), `<html lang="en" dir="ltr">`, `<html lang="ar" dir="rtl">`, 1); string(ar.before) != want || !bytes.Equal(ar.after, sh.after) {
		t.Errorf("Arabic shell:\n%s", ar.before)
	}
	// Other attributes are kept; lang and dir are set whatever index.html said.
	sh, _ = newShell([]byte(`<!doctype html><HTML class="no-js" LANG="en-GB" data-x='a"b'><head></head></html>`))
	ar, err = sh.forLanguage(langMeta{Code: dayspa.Arabic, Prefix: "/ar", Dir: "rtl"})
	if err != nil || !strings.Contains(string(ar.before), `<html lang="ar" dir="rtl" class="no-js" data-x="a&#34;b">`) {
		t.Errorf("Arabic shell: %q, %v", ar.before, err)
	}
	sh, _ = newShell([]byte(`<head></head>`))
	if _, err := sh.forLanguage(langMeta{Code: dayspa.Arabic, Prefix: "/ar", Dir: "rtl"}); err == nil {
		t.Error("an index.html without <html> gave an Arabic shell")
	}
}

// TestShellLanguageLinks: a head link marked data-lang (the build marks so
// the Arabic font's preloads) is in the shell of that language's pages
// only, where index.html had it; an unmarked one is in every shell.
func TestShellLanguageLinks(t *testing.T) {
	const (
		display = `<link rel="preload" href="/assets/display.woff2" as="font" crossorigin="">`
		arabic  = `<link rel="preload" href="/assets/arabic-400.woff2" as="font" crossorigin="" data-lang="ar">` +
			`<link rel="preload" href="/assets/arabic-600.woff2" as="font" crossorigin="" data-lang="ar">`
		english = `<link rel="preload" href="/assets/latin.woff2" as="font" data-lang="en">`
	)
	for _, where := range []string{"before the page metadata", "after it"} {
		index := strings.Replace(testIndex, "<!--app-head:start-->", display+arabic+english+"\n    <!--app-head:start-->", 1)
		if where == "after it" {
			index = strings.Replace(testIndex, "</head>", display+arabic+english+"</head>", 1)
		}
		sh, err := newShell([]byte(index))
		if err != nil {
			t.Fatal(err)
		}
		ar, err := sh.forLanguage(langMeta{Code: dayspa.Arabic, Prefix: "/ar", Dir: "rtl"})
		if err != nil {
			t.Fatal(err)
		}
		en, _ := sh.forLanguage(langMeta{Code: dayspa.English})
		enPage, arPage := string(en.before)+"<title>x</title>"+string(en.after), string(ar.before)+"<title>x</title>"+string(ar.after)
		if !strings.Contains(enPage, display+english) || strings.Contains(enPage, "arabic-") {
			t.Errorf("%s: English page:\n%s", where, enPage)
		}
		if !strings.Contains(arPage, display+arabic) || strings.Contains(arPage, "latin.woff2") || !strings.Contains(arPage, `<html lang="ar" dir="rtl">`) {
			t.Errorf("%s: Arabic page:\n%s", where, arPage)
		}
		// Nothing else differs but <html>'s lang and dir.
		if got := strings.NewReplacer(arabic, english, `<html lang="ar" dir="rtl">`, `<html lang="en" dir="ltr">`).Replace(arPage); got != enPage {
			t.Errorf("%s: the pages differ beyond their own links:\n%s\n----\n%s", where, got, enPage)
		}
	}
}

// TestArabicSiteName: an Arabic page names the site by the spa's Arabic
// name (DAYSPA_BUSINESS_NAME_AR) in og:site_name, and an Arabic post with
// no SEO title of its own is titled with it; the English pages keep the
// English name.
func TestArabicSiteName(t *testing.T) {
	const arName = "واحة الاختبار"
	ts := newTestSite(t, func(cfg *httpapi.Config, _ *fstest.MapFS) { cfg.Business.Arabic.Name = arName })
	p := dayspa.Post{Title: "Untitled for search", Slug: "no-seo-title", Content: "Words.", CreatedAt: xssPost.CreatedAt,
		Arabic: &dayspa.PostVersion{Title: "مقال بلا عنوان بحث", Slug: "مقال-بلا-عنوان", Content: "كلمات."}}
	if err := ts.db.CreatePost(t.Context(), &p); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string][2]string{
		"/ar/contact":             {"تواصل معنا | منتجع الاختبار | +971 4 000 0000", arName},
		"/ar/blog/مقال-بلا-عنوان": {"مقال بلا عنوان بحث | " + arName, arName},
		"/contact":                {"Contact Us | Test Spa | +971 4 000 0000", "Test Spa"},
		"/blog/no-seo-title":      {"Untitled for search | Test Spa", "Test Spa"},
		"/ar/booking/manage/" + strings.Repeat("A", 32): {"حجزك | منتجع الاختبار", arName},
	} {
		h := parseHead(t, ts.page(t, path))
		if h.title != want[0] || !slices.Equal(h.meta["og:site_name"], []string{want[1]}) {
			t.Errorf("%s: title %q, og:site_name %q; want %q, %q", path, h.title, h.meta["og:site_name"], want[0], want[1])
		}
	}
}
