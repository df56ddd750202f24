package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/payment"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// auditStep is a request to one admin write that succeeds, in an order
// where each finds what it needs (the records the earlier ones made).
type auditStep struct {
	route string // "METHOD pattern", as in the route table
	// req returns the path, body and content type (JSON when empty).
	req func(st map[string]int64) (path, body, contentType string)
	// made, when set, is the key under which the answer's id is kept.
	made string
	// action, when set, is the event's action instead of the route's:
	// a report is an export; a read that records (a download) has no
	// action of its route.
	action dayspa.AuditAction
	entity string
}

// TestEveryAdminWriteIsAudited walks the route table: every admin write
// (dayspa.AuditOfRoute) must have a step below, and each step, which
// succeeds, adds exactly one audit event, of its entity and action, with
// the path's id; so do the reads that record (a download, an export, the
// navigation bar's sign-out); on each engine.
func TestEveryAdminWriteIsAudited(t *testing.T) {
	forEachAuditEngine(t, func(t *testing.T, e sqlstoretest.Engine) {
		us := &uploadSite{clock: &testClock{t: spaNow}}
		us.dir = filepath.Join(t.TempDir(), "uploads")
		blobs, err := blobstore.NewDir(us.dir)
		if err != nil {
			t.Fatal(err)
		}
		var ss spaServices
		pay := chargesPayments(t)
		us.testSite, ss = newAdminSpa(t, e, func(c *Config) { c.Blobs = blobs; c.Now = us.clock.Now; c.Payments = pay })
		ts := us.testSite
		pay.Store = ts.db
		ctx := context.Background()
		b, err := ts.db.CreateBooking(ctx, mustNewBooking(t, ss.massage), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		m := dayspa.ContactMessage{Name: "Noor", Email: "noor@example.ae", Message: "Do you sell gift cards?"}
		if err := ts.db.CreateContactMessage(ctx, &m); err != nil {
			t.Fatal(err)
		}
		queued, _, err := ts.db.ListOutbox(ctx, dayspa.OutboxFilter{Page: dayspa.Page{Limit: 1}})
		if err != nil || len(queued) == 0 {
			t.Fatalf("no message in the outbox to resend (%v)", err)
		}
		if err := ts.db.MarkFailed(ctx, queued[0].ID, "550 no such mailbox", nil); err != nil {
			t.Fatal(err)
		}
		sale, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "16:00", "Omar Saleh", "omar@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		sessions, price := dayspa.Number("1"), dayspa.Number("400")
		member, first, err := dayspa.NewEntitlement(dayspa.EntitlementInput{Kind: "membership", HolderName: "Omar Saleh", HolderEmail: "omar@example.ae",
			Price: &price, Sessions: &sessions, Category: dayspa.CategoryMassage, PaidBy: "card"}, dayspa.DateOf(spaNow))
		if err != nil {
			t.Fatal(err)
		}
		member.Renews = true // as one bought online is, for its renewal to be stopped
		if err := ts.db.IssueEntitlement(ctx, &member, first); err != nil {
			t.Fatal(err)
		}
		st := map[string]int64{"booking": b.ID, "message": m.ID, "outbox": queued[0].ID, "sale": sale.ID, "guest": sale.CustomerID,
			"deposit": paidDepositOf(t, ts, ss.massage), "membership": member.ID}
		var undoToken string
		steps := auditSteps(t, us, ss, &undoToken)

		byRoute := map[string]auditStep{}
		for _, s := range steps {
			byRoute[s.route] = s
		}
		walked := 0
		for _, rt := range ts.srv.routes() {
			if _, _, ok := dayspa.AuditOfRoute(rt.method, rt.path); ok {
				walked++
				if _, ok := byRoute[rt.method+" "+rt.path]; !ok {
					t.Errorf("%s %s writes but has no step here: add one", rt.method, rt.path)
				}
			}
		}
		if walked < 40 {
			t.Fatalf("only %d admin writes in the route table: is it read right?", walked)
		}

		for _, s := range steps {
			method, pattern, _ := strings.Cut(s.route, " ")
			entity, action, _ := dayspa.AuditOfRoute(method, pattern)
			if s.action != "" {
				action = s.action
			}
			if s.entity != "" {
				entity = s.entity
			}
			path, body, ct := s.req(st)
			headers := map[string]string{"Content-Type": "application/json"}
			if ct != "" {
				headers["Content-Type"] = ct
			}
			if us.cookie != "" {
				headers["Cookie"] = us.cookie
			}
			before := len(auditLog(t, ts))
			resp, got := ts.do(t, method, path, body, headers)
			if resp.StatusCode >= 400 {
				t.Errorf("%s %s: %d %s", method, path, resp.StatusCode, got)
				continue
			}
			if s.route == "POST /api/admin/login" {
				c := sessionCookiePattern.FindStringSubmatch(setCookie(resp, sessionCookieName))
				if c == nil {
					t.Fatalf("login: Set-Cookie %q", resp.Header.Values("Set-Cookie"))
				}
				us.cookie = sessionCookieName + "=" + c[1]
			}
			var undo struct {
				Undo dayspa.UndoTicket `json:"undo"`
			}
			if json.Unmarshal(got, &undo) == nil && undo.Undo.Token != "" {
				undoToken = undo.Undo.Token
			}
			if s.made != "" {
				var made struct {
					ID int64 `json:"id"`
				}
				if err := json.Unmarshal(got, &made); err != nil || made.ID == 0 {
					t.Fatalf("%s: no id in %s", s.route, got)
				}
				st[s.made] = made.ID
			}
			events := auditLog(t, ts)
			if len(events) != before+1 {
				t.Errorf("%s %s wrote %d audit events, want 1", method, path, len(events)-before)
				continue
			}
			ev := events[len(events)-1]
			if ev.Entity != entity || ev.Action != action {
				t.Errorf("%s: event %s %s, want %s %s", s.route, ev.Entity, ev.Action, entity, action)
			}
			if strings.Contains(pattern, "{id}") && !strings.Contains(path, "/"+ev.EntityID) {
				t.Errorf("%s: event of id %q, path %s", s.route, ev.EntityID, path)
			}
			if s.made != "" && (ev.EntityID != fmt.Sprint(st[s.made]) || len(ev.After) == 0) {
				t.Errorf("%s: event of id %q after %s; want the new record's id %d and its fields", s.route, ev.EntityID, ev.After, st[s.made])
			}
			holds := func(side []byte, want string) bool {
				return want == "" && len(side) == 0 || want != "" && strings.Contains(string(side), want)
			}
			if w, ok := auditChanges[s.route]; ok && (!holds(ev.Before, w[0]) || !holds(ev.After, w[1])) {
				t.Errorf("%s: before %s, after %s; want them to hold %q and %q", s.route, ev.Before, ev.After, w[0], w[1])
			}
			// An account's change is logged without its password hash.
			if strings.Contains(string(ev.Before)+string(ev.After), "argon2id") {
				t.Errorf("%s: the event holds a password hash: %s %s", s.route, ev.Before, ev.After)
			}
		}
	})
}

// auditChanges are what the events of the writes that know the record
// before and after the change hold of each (empty: that side is absent).
var auditChanges = map[string][2]string{
	"PATCH /api/admin/bookings/{id}/status":          {`"status":"pending"`, `"status":"confirmed"`},
	"PATCH /api/admin/bookings/{id}":                 {`"minute":600`, `"minute":840`},
	"POST /api/admin/bookings/{id}/undo":             {`"minute":840`, `"minute":600`},
	"POST /api/admin/services":                       {"", `"price":"650.00"`},
	"PATCH /api/admin/services/{id}":                 {`"price":"650.00"`, `"price":"700.00"`},
	"POST /api/admin/income":                         {"", `Regular guest"`},
	"PATCH /api/admin/income/{id}":                   {`Regular guest"`, `Edited"`},
	"DELETE /api/admin/income/{id}":                  {`Edited"`, ""},
	"POST /api/admin/expenses":                       {"", `"note":"Towels"`},
	"PATCH /api/admin/expenses/{id}":                 {`"note":"Towels"`, `"note":"Towels and robes"`},
	"DELETE /api/admin/expenses/{id}":                {`"note":"Towels and robes"`, ""},
	"PUT /api/admin/expenses/{id}/receipt":           {`"receipt":null`, `"contentType":"application/pdf"`},
	"DELETE /api/admin/expenses/{id}/receipt":        {`"contentType":"application/pdf"`, `"receipt":null`},
	"POST /api/admin/entitlements":                   {"", `"balanceAmount":"500.00"`},
	"POST /api/admin/entitlements/{id}/adjust":       {`"balanceAmount":"500.00"`, `"balanceAmount":"450.00"`},
	"POST /api/admin/entitlements/{id}/renew":        {`"balanceSessions":1`, `"balanceSessions":2`},
	"POST /api/admin/entitlements/{id}/stop-renewal": {`"renews":true`, `"renewalEnded":"stopped by `},
	"POST /api/admin/offers":                         {"", `"name":"Five massages"`},
	"PUT /api/admin/offers/{id}":                     {`"price":"1500.00"`, `"price":"1400.00"`},
	"POST /api/admin/therapists":                     {"", `"commissionPercentage":45`},
	"PATCH /api/admin/therapists/{id}":               {`"commissionPercentage":45`, `"commissionPercentage":50`},
	"DELETE /api/admin/therapists/{id}":              {`"name":"Noor"`, ""},
	"PATCH /api/admin/rooms/{id}":                    {`"name":"Rose Room"`, `"name":"Rose Suite"`},
	"POST /api/admin/users":                          {"", `"role":"reception"`},
	"PATCH /api/admin/users/{id}":                    {`"name":"Layla"`, `"name":"Layla H."`},
	"DELETE /api/admin/users/{id}":                   {`"active":true`, `"active":false`},
	"DELETE /api/admin/sessions/{id}":                {`"userId":`, ""},
	"POST /api/admin/customers/{id}/forget":          {"", `"reason":"Asked by e-mail"`},
	"POST /api/admin/me/code/confirm":                {`"signInCode":false`, `"signInCode":true`},
	"DELETE /api/admin/me/code":                      {`"signInCode":true`, `"signInCode":false`},
	"DELETE /api/admin/rooms/{id}":                   {`"name":"Rose Suite"`, ""},
	"PATCH /api/admin/reviews/{id}":                  {`"rating":5`, `"rating":4`},
	"DELETE /api/admin/reviews/{id}":                 {`"rating":4`, ""},
	"PATCH /api/admin/faq/{id}":                      {`"answer":"Yes."`, `"answer":"Yes, and cash."`},
	"DELETE /api/admin/faq/{id}":                     {`"answer":"Yes, and cash."`, ""},
	"PATCH /api/admin/gallery/{id}":                  {`"alt":"The pool"`, `"alt":"The pool at dusk"`},
	"DELETE /api/admin/gallery/{id}":                 {`"alt":"The pool at dusk"`, ""},
	"PATCH /api/admin/posts/{id}":                    {`"title":"Our new facial"`, `"excerpt":"Edited."`},
	"DELETE /api/admin/posts/{id}":                   {`"title":"Our new facial"`, ""},
	"PUT /api/admin/opening-hours":                   {`"mon":{"open":"09:00"`, `"sun":{"open":"09:00"`},
	"PATCH /api/admin/contact-messages/{id}/read":    {"", `"isRead":true`},
	"DELETE /api/admin/pdf-uploads/{id}":             {`"reportType":"monthly"`, ""},
	"PATCH /api/admin/room-blocks/{id}":              {"", `fresh paint`},
	"POST /api/admin/bookings/{id}/checkout":         {"", `"number":"INV-000004"`}, // after the membership's sale
	"POST /api/admin/invoices/{id}/credit-notes":     {"", `"number":"CN-000003"`},
	"POST /api/admin/bookings/{id}/refunds":          {"", `"creditNoteNumber":"CN-000002"`},
	"POST /api/admin/therapists/{id}/payouts":        {"", `"amount":"10.00"`},

	// A therapist's time off request, and a manager's decision on one.
	"POST /api/admin/me/time-off":                    {"", `"note":"Family visit"`},
	"POST /api/admin/time-off-requests/{id}/approve": {`"status":"pending"`, `"status":"approved"`},
	"POST /api/admin/time-off-requests/{id}/decline": {`"status":"pending"`, `"status":"declined"`},
}

func auditSteps(t *testing.T, us *uploadSite, ss spaServices, undoToken *string) []auditStep {
	id := func(key, format string) func(st map[string]int64) string {
		return func(st map[string]int64) string { return fmt.Sprintf(format, st[key]) }
	}
	j := func(path, body string) func(st map[string]int64) (string, string, string) {
		return func(map[string]int64) (string, string, string) { return path, body, "" }
	}
	ji := func(key, format, body string) func(st map[string]int64) (string, string, string) {
		p := id(key, format)
		return func(st map[string]int64) (string, string, string) { return p(st), body, "" }
	}
	picture := func(key, format string, fields map[string]string) func(st map[string]int64) (string, string, string) {
		return func(st map[string]int64) (string, string, string) {
			form, ct := picturetest.Form(fields, "p.jpg", picturetest.TwoColours(800, 800))
			path := format
			if key != "" {
				path = fmt.Sprintf(format, st[key])
			}
			return path, form, ct
		}
	}
	pdf := func(map[string]int64) (string, string, string) {
		u := us.uploadURL(t)
		if status, body := us.put(t, u, pdfOf(4096), false); status != 200 {
			t.Fatalf("PUT: %d %s", status, body)
		}
		return "/api/admin/pdf-uploads", record("https://spa.example" + u), ""
	}
	therapist := fmt.Sprintf(`{"name":"Noor","gender":"female","serviceIds":[%d],"commissionPercentage":45,
		"schedule":{"mon":[{"start":"09:00","end":"17:00"}]}}`, ss.massage.ID)
	sale := fmt.Sprintf(`{"lines":[{"serviceId":%d,"description":"Swedish Massage","unitPrice":"450.00"}],`+
		`"payments":[{"method":"card","amount":"450.00"}]}`, ss.massage.ID)
	week := `{"mon":{"open":"09:00","close":"22:00"},"tue":{"open":"09:00","close":"22:00"},"wed":{"open":"09:00","close":"22:00"},` +
		`"thu":{"open":"09:00","close":"22:00"},"fri":{"open":"09:00","close":"22:00"},"sat":{"open":"09:00","close":"22:00"},"sun":{"open":"09:00","close":"22:00"}}`
	return []auditStep{
		{route: "POST /api/admin/login", req: j("/api/admin/login", jsonObject(map[string]any{"email": testEmail, "password": testPassword}))},
		{route: "PATCH /api/admin/bookings/{id}/status", req: ji("booking", "/api/admin/bookings/%d/status", `{"status":"confirmed"}`)},
		{route: "PATCH /api/admin/bookings/{id}", req: ji("booking", "/api/admin/bookings/%d", `{"bookingTime":"14:00"}`)},
		{route: "POST /api/admin/bookings/{id}/undo", req: func(st map[string]int64) (string, string, string) {
			return fmt.Sprintf("/api/admin/bookings/%d/undo", st["booking"]), `{"token":"` + *undoToken + `"}`, ""
		}},
		{route: "POST /api/admin/outbox/{id}/resend", req: ji("outbox", "/api/admin/outbox/%d/resend", "")},
		{route: "PATCH /api/admin/contact-messages/{id}/read", req: ji("message", "/api/admin/contact-messages/%d/read", "")},
		{route: "POST /api/admin/services", made: "service", req: j("/api/admin/services",
			`{"name":"Royal Hammam","description":"Steam, scrub and foam.","category":"Body Treatments","duration":90,"price":"650.00"}`)},
		{route: "PATCH /api/admin/services/{id}", req: ji("service", "/api/admin/services/%d", `{"price":"700.00"}`)},
		{route: "POST /api/admin/therapists", made: "therapist", req: j("/api/admin/therapists", therapist)},
		{route: "PATCH /api/admin/therapists/{id}", req: ji("therapist", "/api/admin/therapists/%d", `{"commissionPercentage":50}`)},
		{route: "PATCH /api/admin/therapists/{id}/profile", req: ji("therapist", "/api/admin/therapists/%d/profile", `{"speciality":"Hot stone","bio":"Ten years in Dubai.","shownOnSite":true}`)},
		{route: "POST /api/admin/therapists/{id}/photo", req: picture("therapist", "/api/admin/therapists/%d/photo", map[string]string{"photoAlt": "Noor smiling"})},
		{route: "POST /api/admin/therapists/{id}/payouts", req: func(st map[string]int64) (string, string, string) {
			// A treatment of hers, so that the month has something due.
			var in dayspa.IncomeInput
			if err := json.Unmarshal([]byte(invoiceBody("therapistName", "Noor", "transactionDate", "2026-11-21", "commissionAmount", "100.00")), &in); err != nil {
				t.Fatal(err)
			}
			inv, err := in.New(dubai)
			if err != nil {
				t.Fatal(err)
			}
			if err := us.db.CreateIncome(context.Background(), &inv); err != nil {
				t.Fatal(err)
			}
			return fmt.Sprintf("/api/admin/therapists/%d/payouts", st["therapist"]), `{"month":"2026-11","date":"2026-11-22","method":"cash","amount":"10"}`, ""
		}},
		{route: "GET /api/admin/therapists/{id}/statement.pdf", entity: "therapists", action: dayspa.AuditDownload,
			req: ji("therapist", "/api/admin/therapists/%d/statement.pdf?month=2026-11&lang=ar", "")},
		{route: "POST /api/admin/gallery", made: "picture", req: picture("", "/api/admin/gallery", map[string]string{"alt": "The pool", "category": "Wellness Areas"})},
		{route: "PATCH /api/admin/gallery/{id}", req: ji("picture", "/api/admin/gallery/%d", `{"alt":"The pool at dusk"}`)},
		{route: "DELETE /api/admin/gallery/{id}", req: ji("picture", "/api/admin/gallery/%d", "")},
		{route: "POST /api/admin/reviews", made: "review", req: j("/api/admin/reviews", jsonObject(map[string]any{"name": "Sarah M.", "text": "The hot stone massage was exactly what I needed.", "rating": 5, "date": "2026-11-21"}))},
		{route: "PATCH /api/admin/reviews/{id}", req: ji("review", "/api/admin/reviews/%d", `{"rating":4}`)},
		{route: "DELETE /api/admin/reviews/{id}", req: ji("review", "/api/admin/reviews/%d", "")},
		{route: "POST /api/admin/faq", made: "faq", req: j("/api/admin/faq", `{"question":"Cards?","answer":"Yes."}`)},
		{route: "PATCH /api/admin/faq/{id}", req: ji("faq", "/api/admin/faq/%d", `{"answer":"Yes, and cash."}`)},
		{route: "DELETE /api/admin/faq/{id}", req: ji("faq", "/api/admin/faq/%d", "")},
		{route: "POST /api/admin/rooms", made: "room", req: j("/api/admin/rooms", `{"name":"Rose Room","kind":"single"}`)},
		{route: "PATCH /api/admin/rooms/{id}", req: ji("room", "/api/admin/rooms/%d", `{"name":"Rose Suite"}`)},
		{route: "POST /api/admin/room-blocks", made: "block", req: func(st map[string]int64) (string, string, string) {
			return "/api/admin/room-blocks", jsonObject(map[string]any{"roomId": st["room"], "start": "2026-12-10T10:00", "end": "2026-12-10T12:00", "note": "paint"}), ""
		}},
		{route: "PATCH /api/admin/room-blocks/{id}", req: func(st map[string]int64) (string, string, string) {
			return fmt.Sprintf("/api/admin/room-blocks/%d", st["block"]),
				jsonObject(map[string]any{"roomId": st["room"], "start": "2026-12-10T10:00", "end": "2026-12-10T13:00", "note": "fresh paint"}), ""
		}},
		{route: "DELETE /api/admin/room-blocks/{id}", req: ji("block", "/api/admin/room-blocks/%d", "")},
		{route: "DELETE /api/admin/rooms/{id}", req: ji("room", "/api/admin/rooms/%d", "")},
		{route: "PUT /api/admin/opening-hours", req: j("/api/admin/opening-hours", week)},
		{route: "PUT /api/admin/deposit-policies", req: j("/api/admin/deposit-policies", `{"serviceId":0,"kind":"percent","percent":20,"freeCancelHours":24,"lateCancelFee":"50.00","noShowFee":"100.00"}`)},
		{route: "PUT /api/admin/deposit-policies", req: func(st map[string]int64) (string, string, string) {
			return "/api/admin/deposit-policies", fmt.Sprintf(`{"serviceId":%d,"kind":"fixed","amount":"80.00"}`, st["service"]), ""
		}},
		{route: "DELETE /api/admin/deposit-policies/{id}", req: ji("service", "/api/admin/deposit-policies/%d", "")},
		{route: "PUT /api/admin/settings/retention", req: j("/api/admin/settings/retention", `{"contactMessagesMonths":18,"inactiveCustomersMonths":36,"emailBodiesMonths":12,"auditEventsMonths":60}`)},
		{route: "POST /api/admin/opening-hours/check", req: j("/api/admin/opening-hours/check", week)},
		{route: "POST /api/admin/special-days", made: "day", req: j("/api/admin/special-days", `{"from":"2026-12-20","to":"2026-12-20","closed":true,"note":"Eid"}`)},
		{route: "POST /api/admin/special-days/check", req: j("/api/admin/special-days/check", `{"from":"2026-12-21","to":"2026-12-21","closed":true}`)},
		{route: "DELETE /api/admin/special-days/{id}", req: ji("day", "/api/admin/special-days/%d", "")},
		{route: "POST /api/admin/posts", made: "post", req: j("/api/admin/posts", `{"title":"Our new facial","content":"Glow.","category":"Spa Rituals"}`)},
		{route: "PATCH /api/admin/posts/{id}", req: ji("post", "/api/admin/posts/%d", `{"excerpt":"Edited."}`)},
		{route: "POST /api/admin/posts/{id}/cover", req: picture("post", "/api/admin/posts/%d/cover", map[string]string{"coverAlt": "A glowing face"})},
		{route: "DELETE /api/admin/posts/{id}/cover", req: ji("post", "/api/admin/posts/%d/cover", "")},
		{route: "PATCH /api/admin/blog-categories/{name}", req: j("/api/admin/blog-categories/Spa%20Rituals", `{"nameAr":"طقوس السبا"}`)},
		{route: "DELETE /api/admin/posts/{id}", req: ji("post", "/api/admin/posts/%d", "")},
		{route: "POST /api/admin/income", made: "invoice", req: j("/api/admin/income", invoiceBody())},
		{route: "PATCH /api/admin/income/{id}", req: ji("invoice", "/api/admin/income/%d", `{"notes":"Edited"}`)},
		{route: "DELETE /api/admin/income/{id}", req: ji("invoice", "/api/admin/income/%d", `{"reason":"Guest refunded"}`)},
		{route: "POST /api/admin/expenses", made: "expense", req: j("/api/admin/expenses", expenseBody)},
		{route: "PATCH /api/admin/expenses/{id}", req: ji("expense", "/api/admin/expenses/%d", `{"note":"Towels and robes"}`)},
		{route: "PUT /api/admin/expenses/{id}/receipt", req: func(st map[string]int64) (string, string, string) {
			form, ct := picturetest.Form(nil, "Clean Co.pdf", pdfOf(2048))
			return fmt.Sprintf("/api/admin/expenses/%d/receipt", st["expense"]), form, ct
		}},
		{route: "GET /api/admin/expenses/{id}/receipt", entity: "expenses", action: dayspa.AuditDownload,
			req: ji("expense", "/api/admin/expenses/%d/receipt", "")},
		{route: "DELETE /api/admin/expenses/{id}/receipt", req: ji("expense", "/api/admin/expenses/%d/receipt", "")},
		{route: "DELETE /api/admin/expenses/{id}", req: ji("expense", "/api/admin/expenses/%d", "")},
		{route: "POST /api/admin/entitlements", made: "entitlement", req: j("/api/admin/entitlements", giftCardBody)},
		{route: "POST /api/admin/entitlements/{id}/adjust", req: ji("entitlement", "/api/admin/entitlements/%d/adjust",
			`{"amount":"-50.00","reason":"Paid out in cash"}`)},
		{route: "POST /api/admin/bookings/{id}/checkout", req: ji("sale", "/api/admin/bookings/%d/checkout", sale)},
		{route: "POST /api/admin/entitlements/{id}/renew", req: ji("membership", "/api/admin/entitlements/%d/renew", `{"paidBy":"cash"}`)},
		{route: "POST /api/admin/entitlements/{id}/stop-renewal", req: ji("membership", "/api/admin/entitlements/%d/stop-renewal",
			`{"reason":"Moving abroad"}`)},
		{route: "POST /api/admin/offers", made: "offer", req: j("/api/admin/offers",
			`{"kind":"package","name":"Five massages","category":"Massage Therapy","sessions":5,"price":"1500","online":true}`)},
		{route: "PUT /api/admin/offers/{id}", req: ji("offer", "/api/admin/offers/%d",
			`{"kind":"package","name":"Five massages","category":"Massage Therapy","sessions":5,"price":"1400","online":true}`)},
		{route: "POST /api/admin/bookings/{id}/fee", req: func(map[string]int64) (string, string, string) {
			id := noShowWithCard(t, us.db, us.srv.rules, newBookingOf(t, ss.massage, bookDay, "18:00", "Sara Ali", "sara@example.ae"))
			return fmt.Sprintf("/api/admin/bookings/%d/fee", id), `{"amount":"100.00"}`, ""
		}},
		{route: "POST /api/admin/bookings/{id}/payment-link", made: "link", req: ji("booking", "/api/admin/bookings/%d/payment-link", `{"kind":"full"}`)},
		{route: "POST /api/admin/payment-links/{id}/email", req: ji("link", "/api/admin/payment-links/%d/email", "")},
		{route: "POST /api/admin/bookings/{id}/refunds", req: ji("deposit", "/api/admin/bookings/%d/refunds", `{"amount":"30.00","reason":"Goodwill"}`)},
		{route: "POST /api/admin/invoices/{id}/credit-notes", req: func(map[string]int64) (string, string, string) {
			var id int64
			if err := us.db.SQL().QueryRow(`SELECT id FROM tax_documents WHERE kind = 'invoice' AND booking_id IS NOT NULL`).Scan(&id); err != nil {
				t.Fatalf("the checkout's invoice: %v", err)
			}
			return fmt.Sprintf("/api/admin/invoices/%d/credit-notes", id), `{"amount":"50","reason":"Shorter treatment"}`, ""
		}},
		{route: "POST /api/admin/invoices/{id}/email", req: func(map[string]int64) (string, string, string) {
			var id int64
			// The checkout's: the form's invoice has no booking, so no guest e-mail.
			if err := us.db.SQL().QueryRow(`SELECT id FROM tax_documents WHERE kind = 'invoice' AND booking_id IS NOT NULL`).Scan(&id); err != nil {
				t.Fatalf("the checkout's invoice: %v", err)
			}
			return fmt.Sprintf("/api/admin/invoices/%d/email", id), "", ""
		}},
		{route: "POST /api/admin/generate-report", action: dayspa.AuditExport, req: j("/api/admin/generate-report", `{"startDate":"2026-11-01","endDate":"2026-11-30","reportType":"income"}`)},
		{route: "POST /api/admin/pdf-uploads", made: "pdf", req: pdf},
		{route: "GET /api/admin/pdf-uploads/{id}/download", entity: "pdf-uploads", action: dayspa.AuditDownload,
			req: ji("pdf", "/api/admin/pdf-uploads/%d/download", "")},
		{route: "GET /api/admin/newsletter-subscribers.csv", entity: "newsletter-subscribers", action: dayspa.AuditExport,
			req: j("/api/admin/newsletter-subscribers.csv", "")},
		{route: "GET /api/admin/customers/{id}/export", entity: "customers", action: dayspa.AuditExport,
			req: ji("guest", "/api/admin/customers/%d/export", "")},
		{route: "POST /api/admin/customers/{id}/forget", action: dayspa.AuditDelete,
			req: ji("guest", "/api/admin/customers/%d/forget", `{"reason":"Asked by e-mail"}`)},
		{route: "DELETE /api/admin/pdf-uploads/{id}", req: ji("pdf", "/api/admin/pdf-uploads/%d", "")},
		{route: "POST /api/admin/me/time-off", made: "timeOff", req: func(st map[string]int64) (string, string, string) {
			linkAccount(t, us.db, testEmail, st["therapist"]) // the signed-in owner asks as the therapist Noor
			return "/api/admin/me/time-off", `{"from":"2026-12-01","to":"2026-12-02","note":"Family visit"}`, ""
		}},
		{route: "POST /api/admin/time-off-requests/{id}/approve", req: ji("timeOff", "/api/admin/time-off-requests/%d/approve", "")},
		{route: "POST /api/admin/time-off-requests/{id}/decline", req: func(st map[string]int64) (string, string, string) {
			req, err := us.db.CreateTimeOffRequest(context.Background(), st["therapist"], dayspa.TimeOff{From: dayspa.Date{Year: 2026, Month: 12, Day: 5}, To: dayspa.Date{Year: 2026, Month: 12, Day: 5}})
			if err != nil {
				t.Fatal(err)
			}
			return fmt.Sprintf("/api/admin/time-off-requests/%d/decline", req.ID), "", ""
		}},
		{route: "DELETE /api/admin/therapists/{id}", req: ji("therapist", "/api/admin/therapists/%d", "")},
		{route: "POST /api/admin/users", made: "user", req: j("/api/admin/users", `{"name":"Layla","email":"layla@serenity.example","role":"reception","password":"front desk 2026"}`)},
		{route: "PATCH /api/admin/users/{id}", req: ji("user", "/api/admin/users/%d", `{"name":"Layla H."}`)},
		{route: "DELETE /api/admin/users/{id}", req: ji("user", "/api/admin/users/%d", "")},
		{route: "DELETE /api/admin/sessions/{id}", req: func(map[string]int64) (string, string, string) {
			// The owner's other session: a second sign-in, ended from the first.
			login(t, us.testSite)
			for _, s := range listSessions(t, us.testSite, us.cookie, "/api/admin/me/sessions") {
				if !s.Current {
					return fmt.Sprintf("/api/admin/sessions/%d", s.ID), "", ""
				}
			}
			t.Fatal("no other session to end")
			return "", "", ""
		}},
		{route: "POST /api/admin/me/code", req: j("/api/admin/me/code", "")},
		{route: "POST /api/admin/me/code/confirm", req: func(map[string]int64) (string, string, string) {
			return "/api/admin/me/code/confirm", jsonObject(map[string]any{"code": ownerCode(t, us.db, us.clock.Now())}), ""
		}},
		{route: "DELETE /api/admin/me/code", req: j("/api/admin/me/code", jsonObject(map[string]any{"password": testPassword}))},
		{route: "POST /api/admin/logout", req: j("/api/admin/logout", "")},
		{route: "POST /api/admin/login", req: j("/api/admin/login", jsonObject(map[string]any{"email": testEmail, "password": testPassword}))},
		{route: "GET /api/logout", entity: "sessions", action: dayspa.AuditSignOut, req: j("/api/logout", "")},
	}
}

// paidDepositOf books svc at 12:00 with a deposit of 100.00 held and paid
// in time (its event handled as the job does): the booking's id.
func paidDepositOf(t *testing.T, ts *testSite, svc dayspa.Service) int64 {
	t.Helper()
	ctx := context.Background()
	nb := newBookingOf(t, svc, bookDay, "12:00", "Huda Karim", "huda@example.ae")
	// Held well past whichever clock the store reads: paid in time.
	nb.Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: time.Now().Add(365 * 24 * time.Hour)}
	b, err := ts.db.CreateBooking(ctx, nb, ts.srv.rules)
	if err != nil {
		t.Fatal(err)
	}
	if err := ts.db.SetHoldSession(ctx, b.ID, payment.StripeName, "cs_audit"); err != nil {
		t.Fatal(err)
	}
	if _, err := ts.db.RecordPaymentEvent(ctx, dayspa.PaymentEvent{ID: "evt_audit", Provider: payment.StripeName,
		Type: dayspa.PaymentCompleted, SessionID: "cs_audit", PaymentRef: "pi_audit", BookingID: b.ID, Amount: dayspa.AED(100), Currency: "aed"}); err != nil {
		t.Fatal(err)
	}
	if out, err := ts.db.ProcessPaymentEvents(ctx, 10); err != nil || len(out) != 1 || out[0] != dayspa.OutcomePaid {
		t.Fatalf("deposit: %v, %v", out, err)
	}
	return b.ID
}
