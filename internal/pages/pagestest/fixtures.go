package pagestest

import (
	"bytes"
	"strings"
	"testing/fstest"

	"github.com/dayspa/dayspa"
)

// BaseURL is the canonical origin the test site believes it has.
const BaseURL = "https://spa.example"

// Index is index.html as Vite writes it from web/index.html: static
// social tags, the app-head block the server rewrites, hashed assets.
const Index = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Build Time Name" />
    <meta name="twitter:card" content="summary_large_image" />
    <!--app-head:start-->
    <title>Build time title</title>
    <meta name="description" content="Build time description" />
    <meta name="keywords" content="build, time" />
    <meta name="robots" content="index, follow" />
    <link rel="canonical" href="/" />
    <meta property="og:title" content="Build time title" />
    <meta property="og:url" content="/" />
    <meta name="twitter:title" content="Build time title" />
    <!--app-head:end-->
    <script type="module" crossorigin src="/assets/index-C0ffee12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Beef3456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

// PageMeta is a web/page-meta.json of the shape the app writes, in
// English and Arabic (the Arabic routes under their /ar paths).
const PageMeta = `{
  "siteName": "Test Spa",
  "locale": "en_AE",
  "defaultImage": "/media/og-default.jpg",
  "languages": {
    "en": {"prefix": "", "ogLocale": "en_AE", "dir": "ltr"},
    "ar": {"prefix": "/ar", "ogLocale": "ar_AE", "dir": "rtl"}
  },
  "routes": {
    "/": {"title": "Test Spa | Home", "description": "The home page.", "keywords": "spa, home", "noindex": false},
    "/about": {"title": "About Us | Test Spa", "description": "Our story.", "keywords": "about", "noindex": false},
    "/services": {"title": "Spa Services & Prices | Test Spa", "description": "Massage, facials <and> couples \"packages\".", "keywords": "spa services Dubai, massage Dubai", "noindex": false},
    "/gallery": {"title": "Gallery | Test Spa", "description": "Our sanctuary.", "keywords": "gallery", "noindex": false},
    "/booking": {"title": "Book a Treatment | Test Spa", "description": "Book online.", "keywords": "book spa", "noindex": false},
    "/contact": {"title": "Contact Us | Test Spa | {{business.phone}}", "description": "Call {{business.phone}}.", "keywords": "contact", "noindex": false},
    "/blog": {"title": "Wellness Insights | Test Spa", "description": "The blog.", "keywords": "wellness", "noindex": false},
    "/privacy": {"title": "Privacy Policy | Test Spa", "description": "Your details.", "keywords": "", "noindex": false},
    "/terms": {"title": "Terms of Service | Test Spa", "description": "Our terms.", "keywords": "", "noindex": false},
    "/blog/:slug": {"title": "Wellness Insights | Test Spa", "description": "A post.", "keywords": "wellness blog", "noindex": false},
    "/booking/manage/:token": {"title": "Your Booking | Test Spa", "description": "See or change your booking.", "keywords": "", "noindex": true},
    "/your-data/:token": {"title": "Your Data | Test Spa", "description": "What we hold about you.", "keywords": "", "noindex": true},
    "/admin": {"title": "Admin Dashboard | Test Spa", "description": "Staff only.", "keywords": "", "noindex": true},
    "/admin/login": {"title": "Admin Login | Test Spa", "description": "Staff only.", "keywords": "", "noindex": true},
    "*": {"title": "404 Page Not Found | Test Spa", "description": "No such page.", "keywords": "", "noindex": true},
    "/ar": {"title": "منتجع الاختبار | الرئيسية", "description": "ملاذك للاسترخاء في دبي.", "keywords": "سبا دبي", "noindex": false},
    "/ar/about": {"title": "من نحن | منتجع الاختبار", "description": "حكايتنا وفريقنا.", "keywords": "", "noindex": false},
    "/ar/services": {"title": "العلاجات والأسعار | منتجع الاختبار", "description": "تدليك وعناية بالبشرة <و> باقات للأزواج.", "keywords": "مساج دبي", "noindex": false},
    "/ar/gallery": {"title": "معرض الصور | منتجع الاختبار", "description": "جولة في ملاذنا.", "keywords": "", "noindex": false},
    "/ar/booking": {"title": "احجز موعدك | منتجع الاختبار", "description": "احجز عبر الإنترنت.", "keywords": "", "noindex": false},
    "/ar/contact": {"title": "تواصل معنا | منتجع الاختبار | {{business.phone}}", "description": "اتصل بنا على {{business.phone}}.", "keywords": "", "noindex": false},
    "/ar/blog": {"title": "مدونة العافية | منتجع الاختبار", "description": "نصائح للعافية.", "keywords": "", "noindex": false},
    "/ar/privacy": {"title": "سياسة الخصوصية | منتجع الاختبار", "description": "بياناتك.", "keywords": "", "noindex": false},
    "/ar/terms": {"title": "الشروط والأحكام | منتجع الاختبار", "description": "شروطنا.", "keywords": "", "noindex": false},
    "/ar/blog/:slug": {"title": "مدونة العافية | منتجع الاختبار", "description": "مقال.", "keywords": "", "noindex": false},
    "/ar/booking/manage/:token": {"title": "حجزك | منتجع الاختبار", "description": "اطّلع على حجزك أو عدّله.", "keywords": "", "noindex": true},
    "/ar/your-data/:token": {"title": "بياناتك | منتجع الاختبار", "description": "ما نحتفظ به عنك.", "keywords": "", "noindex": true},
    "/ar/*": {"title": "الصفحة غير موجودة | منتجع الاختبار", "description": "لا توجد صفحة بهذا العنوان.", "keywords": "", "noindex": true}
  },
  "preloadImages": {
    "/": {"srcset": "/media/hero/poster-768.webp 768w, /media/hero/poster-1920.webp 1920w", "sizes": "100vw"},
    "/ar": {"srcset": "/media/hero/poster-768.webp 768w, /media/hero/poster-1920.webp 1920w", "sizes": "100vw"}
  }
}`

// Prerendered is a prerendered.json of the shape the web build writes.
const Prerendered = `{
  "/services": "<main><h1>Spa Services</h1></main>",
  "/ar/services": "<main><h1>العلاجات</h1></main>",
  "/ar/blog": "<main><h1>مدونة العافية</h1></main>",
  "/ar/contact": "<main><h1>تواصل معنا</h1><a href=\"{{business.links.tel}}\" dir=\"ltr\">{{business.phone}}</a></main>"
}`

// JS is big enough to be worth gzipping.
var JS = strings.Repeat("console.log('serenity');\n", 200)

// Dist is a tiny built app, so tests do not need the web build.
func Dist() fstest.MapFS {
	return fstest.MapFS{
		"index.html":               {Data: []byte(Index)},
		"assets/index-C0ffee12.js": {Data: []byte(JS)},
		"assets/index-Beef3456.css": {
			Data: []byte(strings.Repeat("body{margin:0;color:#333}\n", 100)),
		},
		// The public pages' first render from the web build: here only /services has one.
		"prerendered.json":     {Data: []byte(Prerendered)},
		"favicon.svg":          {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
		"media/hero.mp4":       {Data: bytes.Repeat([]byte{0, 1, 2, 3}, 1000)},
		".gitkeep":             {Data: nil},
		"media/og-default.jpg": {Data: []byte("\xff\xd8\xff\xe0")},
		"assets/logo.webp":     {Data: []byte("RIFF....WEBP")},
	}
}

var Business = dayspa.Business{
	Name: "Test Spa", Phone: "+971 4 000 0000", WhatsApp: "971500000000", Email: "hello@spa.example",
	Street: "The Test Hotel, Sheikh Zayed Road", District: "Al Barsha 1", City: "Dubai", Country: "AE",
	PriceRange: "AED 280-750", Instagram: "https://www.instagram.com/testspa",
}
