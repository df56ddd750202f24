package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	pathpkg "path"
	"strings"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"github.com/dayspa/dayspa"
)

// adminRoutes are the admin requests the fuzzer sends: a method and a path
// with %s where the fuzzed id goes, and whether the fuzzed bytes are a
// JSON body or a query string.
var adminRoutes = []struct {
	method, path string
	query        bool
}{
	{"POST", "/api/admin/services", false},
	{"PATCH", "/api/admin/services/%s", false},
	{"POST", "/api/admin/income", false},
	{"PATCH", "/api/admin/income/%s", false},
	{"PATCH", "/api/admin/bookings/%s/status", false},
	{"PATCH", "/api/admin/contact-messages/%s/read", false},
	{"POST", "/api/admin/pdf-uploads", false},
	{"GET", "/api/admin/bookings", true},
	{"GET", "/api/admin/customers", true},
	{"GET", "/api/admin/contact-messages", true},
	{"GET", "/api/admin/income", true},
	{"GET", "/api/admin/income/summary", true},
	{"GET", "/api/admin/income/stats", true},
	{"GET", "/api/admin/expenses", true},
	{"GET", "/api/admin/newsletter-subscribers", true},
	{"POST", "/api/admin/reviews", false},
	{"PATCH", "/api/admin/reviews/%s", false},
	{"POST", "/api/admin/faq", false},
	{"PATCH", "/api/admin/faq/%s", false},
	{"GET", "/api/admin/room-blocks", true},
	{"POST", "/api/admin/room-blocks", false},
	{"PATCH", "/api/admin/room-blocks/%s", false},
	{"PATCH", "/api/admin/gallery/%s", false},
	{"PATCH", "/api/admin/therapists/%s/profile", false},
	{"POST", "/api/admin/posts", false},
	{"PATCH", "/api/admin/posts/%s", false},
}

func FuzzAdminWrites(f *testing.F) {
	for _, s := range []struct {
		route uint8
		id    string
		data  string
	}{
		{0, "", `{"name":"Hot Stone Massage","description":"Warm basalt.","category":"Massage Therapy","duration":90,"price":"480.00","isActive":true}`},
		{0, "", `{"name":"Hot\u0000Stone","category":"Massage Therapy","duration":90,"price":"480"}`},
		{1, "1", `{"price":"-1"}`},
		{1, "1", `{"name":"\u202eegassaM"}`},
		{0, "", `{"name":"Hot Stone Massage","nameAr":"مساج الأحجار الساخنة","description":"Warm basalt.","descriptionAr":"أحجار بازلتية دافئة.\nلمسات عميقة.","category":"Massage Therapy","duration":90,"price":"480.00"}`},
		{0, "", `{"name":"Hot Stone","nameAr":"\u202eمساج","descriptionAr":"\u0000","category":"Massage Therapy","duration":90,"price":"480"}`},
		{1, "1", `{"nameAr":"ع","descriptionAr":"\u2066x\u2069"}`},
		{1, "1", `{"nameAr":"","descriptionAr":null}`},
		{1, "99999999999999999999", `{}`},
		{2, "", `{"transactionDate":"2026-11-22","source":"Walk-in","customerName":"Layla","serviceName":"Swedish","serviceCategory":"Massage Therapy","therapistName":"Maya","cashAmount":"350"}`},
		{2, "", `{"cashAmount":"1e3","notes":"a\u0000b"}`},
		{3, "1", `{"visaAmount":""}`},
		{4, "1", `{"status":"confirmed"}`},
		{4, "-1", `{"status":"\u0000"}`},
		{5, "1", `{"isRead":true}`},
		{6, "", `{"fileName":"r.pdf","originalName":"r\u202efdp.exe","uploadURL":"/api/objects/upload/x","reportType":"daily","reportDate":"2026-11-22"}`},
		{7, "", `page=1&limit=20&status=pending&date=2026-11-22&search=layla`},
		{7, "", `page=-1&limit=99999999999999999999&status=%00&date=2026-02-30`},
		{8, "", `search=%E2%80%AE&page=2`},
		{11, "", `from=2026-11-01&to=2026-10-01`},
		{12, "", `period=year&date=2026-11-22T25:00:00Z`},
		{15, "", `{"name":"Sarah M.","text":"Lovely.","rating":5,"date":"2026-11-20","detail":"Marina","shown":false}`},
		{15, "", `{"name":"\u202eM haraS","text":"a\u0000b","rating":"4.5","date":"2026-02-30"}`},
		{16, "1", `{"rating":1e400,"position":0}`},
		{17, "", `{"question":"Parking?","answer":"Valet."}`},
		{17, "", `{"question":"Parking?","questionAr":"هل يتوفر موقف للسيارات؟","answer":"Valet.","answerAr":"نعم، اتصل على {{phone}}."}`},
		{17, "", `{"question":"Parking?","questionAr":"\u200b\u200f","answer":"Valet.","answerAr":"\u001b[2J"}`},
		{18, "1", `{"questionAr":"سؤال\u2028آخر","answerAr":""}`},
		{18, "1", `{"position":99,"answer":""}`},
		{19, "", `from=2026-12-01&to=2026-11-30`},
		{20, "", `{"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T12:00","note":"Steam repair"}`},
		{21, "1", `{"roomId":1,"start":"2026-11-29T09:00","end":"2026-11-29T08:00"}`},
		{21, "1", `{"roomId":1,"start":"9999-12-31T23:00","end":"9999-12-31T24:00","note":"a\u202eb"}`},
		{22, "1", `{"alt":"Steam under the arches","altAr":"بخار تحت الأقواس","category":"Wellness Areas","position":1}`},
		{22, "1", `{"altAr":"\u202eبخار","position":2}`},
		{22, "1", `{"alt":"","altAr":null}`},
		{23, "1", `{"speciality":"Hammam","specialityAr":"الحمّام المغربي","bio":"Fifteen years.","bioAr":"خمسة عشر عامًا.\nمن مراكش.","shownOnSite":true}`},
		{23, "1", `{"specialityAr":"\u0000","bioAr":"\u2067"}`},
		{23, "2", `{"bioAr":"نص"}`},
		{24, "", `{"title":"Hammam","status":"published","ar":{"title":"الحمام المغربي","content":"## البخار\n\n- الصابون الأسود"}}`},
		{24, "", `{"title":"Hammam","ar":{"title":"الحمام"}}`},
		{24, "", `{"title":"Hammam","ar":{"title":"\u202eحمام","slug":"حَمام","content":"\u0000","seoTitle":"a\nb"}}`},
		{24, "", `{"title":"Hammam","ar":{"titel":"حمام"}}`},
		{25, "1", `{"ar":{"slug":"--","excerpt":"<script>alert(1)</script>"}}`},
		{25, "1", `{"ar":null}`},
		{25, "1", `{"ar":[],"title":"x"}`},
		{25, "1", `{"ar":{"title":"","slug":"","excerpt":"","content":" ","seoTitle":"","seoDescription":""}}`},
		// An empty id leaves "//" in the path (the corpus's older inputs for it
		// now reach other routes).
		{4, "", `0`},
		{25, "", `{"ar":null}`},
	} {
		f.Add(s.route, s.id, []byte(s.data))
	}
	fs := newFuzzServer(f)
	// A gallery picture and a therapist (inactive: the calendar ignores
	// her), so that their edits reach the rules and the store.
	ctx := context.Background()
	if err := fs.db.CreateGalleryItem(ctx, &dayspa.GalleryItem{Alt: "Steam", Category: "Wellness Areas",
		Picture: dayspa.Picture{Width: 10, Height: 10, Variants: []dayspa.PictureVariant{{Key: "pictures/fuzz.webp", Src: "/pictures/fuzz.webp", Type: "image/webp", Width: 10, Height: 10}}}}); err != nil {
		f.Fatal(err)
	}
	if err := fs.db.CreateTherapist(ctx, &dayspa.Therapist{Name: "Omar Khalil", Gender: dayspa.GenderMale}); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, route uint8, id string, data []byte) {
		rt := adminRoutes[int(route)%len(adminRoutes)]
		path := rt.path
		if strings.Contains(path, "%s") {
			path = fmt.Sprintf(path, url.PathEscape(id))
		}
		var req *http.Request
		if rt.query {
			req = httptest.NewRequest(rt.method, "/", nil)
			req.URL.Path, req.URL.RawQuery = path, string(data)
			req.RequestURI = req.URL.RequestURI()
		} else {
			req = httptest.NewRequest(rt.method, path, bytes.NewReader(data))
		}
		req.Header.Set("Cookie", fs.cookie)
		rec := fs.serve(req, "application/json")
		if clean := pathpkg.Clean(path); clean != path && (rec.Code == http.StatusTemporaryRedirect || rec.Code == http.StatusMovedPermanently) {
			// An empty id leaves "//" in the path: net/http's router sends
			// such a path to its clean form when a route matches that (and
			// answers 404 when none does), and no handler sees it.
			if loc, _ := url.Parse(rec.Header().Get("Location")); loc == nil || loc.Path != clean {
				t.Fatalf("%s %s redirected to %q, want %s", rt.method, path, rec.Header().Get("Location"), clean)
			}
			return
		}
		checkAnswer(t, rt.method+" "+path, rec, http.StatusOK, http.StatusCreated, http.StatusBadRequest,
			http.StatusNotFound, http.StatusConflict, http.StatusRequestEntityTooLarge, http.StatusMethodNotAllowed)
	})
}

// FuzzLogin sends the admin login, the one write anyone may make without
// a session besides the public forms, whatever bytes, cut off or stalled.
// Each try comes from an address of its own, so that the login throttle
// lets it reach the decoder. Only the right password, arrived whole, logs
// in, and only a login that succeeds starts a session.
func FuzzLogin(f *testing.F) {
	for _, s := range []struct {
		body     string
		cut      uint16
		stall    bool
		declared int64
	}{
		{`{"email":"owner@serenity.example","password":"` + fuzzPassword + `"}`, 0, false, 0},
		{`{"email":"owner@serenity.example","password":"` + fuzzPassword + `"}`, 20, false, 0},
		{`{"email":"owner@serenity.example","password":"` + fuzzPassword + `"}`, 0, true, 0},
		{`{"email":"owner@serenity.example","password":"` + fuzzPassword + `"}`, 0, false, -1},
		{`{"email":"owner@serenity.example","password":"` + fuzzPassword + `"}`, 0, false, maxJSONBody + 1},
		{`{"email":"owner@serenity.example","password":"wrong"}`, 0, false, 0},
		{`{"email":"owner@serenity.example","password":"   "}`, 0, false, 0},
		{`{"email":"owner@serenity.example","password":"fuzz admin password 2026\u0000"}`, 0, false, 0},
		{`{"email":"owner@serenity.example","password":"\u0066uzz admin password 2026"}`, 0, false, 0},
		{`{"email":"owner@serenity.example","password":"` + fuzzPassword + `","user":"admin"}`, 0, false, 0},
		{`{"email":"owner@serenity.example","password":["` + fuzzPassword + `"]}`, 0, false, 0},
		{`{"email":"owner@serenity.example","password":"` + fuzzPassword + `"}{}`, 0, false, 0},
		{"{\"email\":\"owner@serenity.example\",\"password\":\"fuzz admin password 2026\xff\"}", 0, false, 0},
		{``, 0, false, 0},
	} {
		f.Add([]byte(s.body), s.cut, s.stall, s.declared)
	}
	fs := newFuzzServer(f)
	// The password's hash at bcrypt's lowest cost, which the server
	// verifies as it would a hash made elsewhere: the decoder and the
	// answers are what is fuzzed, and the production cost would hold the
	// fuzzer to a few dozen inputs a second.
	hash, err := bcrypt.GenerateFromPassword([]byte(fuzzPassword), bcrypt.MinCost)
	if err != nil {
		f.Fatal(err)
	}
	owner, err := fs.db.StaffUserByEmail(context.Background(), testEmail)
	if err != nil {
		f.Fatal(err)
	}
	if err := fs.db.SetStaffPassword(context.Background(), owner.ID, string(hash)); err != nil {
		f.Fatal(err)
	}
	var client uint32
	f.Fuzz(func(t *testing.T, body []byte, cut uint16, stall bool, declared int64) {
		if declared < -1 {
			declared = -1
		}
		req, whole := hostileRequest("POST", "/api/admin/login", body, int(cut), stall, declared)
		client++
		req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:40000", byte(client>>16), byte(client>>8), byte(client))
		rec := fs.serve(req, "application/json")
		what := fmt.Sprintf("POST /api/admin/login %q (cut %d, stall %v, declared %d)", body, cut, stall, declared)
		checkAnswer(t, what, rec, http.StatusOK, http.StatusBadRequest, http.StatusUnauthorized,
			http.StatusRequestEntityTooLarge, http.StatusTooManyRequests)
		session := false
		for _, c := range rec.Result().Cookies() {
			session = session || (c.Name == sessionCookieName && c.Value != "" && c.MaxAge >= 0)
		}
		if rec.Code != http.StatusOK {
			if session {
				t.Fatalf("%s answered %d and started a session", what, rec.Code)
			}
			return
		}
		// The server reads no more than the declared length: what it got
		// is the body up to there.
		received := body
		if declared > 0 && declared < int64(len(body)) {
			received = body[:declared]
		}
		var sent loginRequest
		if !whole || json.Unmarshal(received, &sent) != nil || sent.Password != fuzzPassword {
			t.Fatalf("%s logged in (whole body: %v)", what, whole)
		}
		if !session {
			t.Fatalf("%s logged in without a session cookie", what)
		}
	})
}
