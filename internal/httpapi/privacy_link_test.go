package httpapi

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// privacySite is the router on a store of engine e at the spa's clock,
// with one contact message from known@example.com.
func privacySite(t *testing.T, e sqlstoretest.Engine, clock *fakeClock) (*testSite, *sqlstore.DB) {
	t.Helper()
	cfg := e.Config(t)
	cfg.Location = dubai
	db := sqlstoretest.Open(t, cfg, clock.Now)
	ts := serveSpa(t, db, func(c *Config) {
		c.Now = clock.Now
		c.Mail = mailer.Spa{Name: "Test Spa", BaseURL: testBaseURL, Location: dubai}
	})
	resp, body := ts.do(t, "POST", "/api/contact", jsonObject(map[string]any{
		"name": "Known Guest", "email": "Known@Example.com", "message": "Do you have a sauna?",
	}), jsonHeaders)
	if resp.StatusCode != 201 {
		t.Fatalf("contact: %d %s", resp.StatusCode, body)
	}
	return ts, db
}

// privacyLinks returns the pending privacy-link e-mails: recipient and raw
// token, oldest first.
func privacyLinks(t *testing.T, db *sqlstore.DB) (recipients, tokens []string) {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT recipient, COALESCE(manage_token, '') FROM outbox
		WHERE kind = 'privacy_link' AND status = 'pending' ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var r, tok string
		if err := rows.Scan(&r, &tok); err != nil {
			t.Fatal(err)
		}
		recipients, tokens = append(recipients, r), append(tokens, tok)
	}
	return recipients, tokens
}

// TestPrivacyRequestTellsNothing: a request for the link answers 202 with
// the same bytes for a known and an unknown address; only the known one
// gets an e-mail, whose link is in its language and whose token the
// database keeps only hashed; a newer request replaces the older link; a
// bad address is a 400 naming the field.
func TestPrivacyRequestTellsNothing(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(spaNow)
		ts, db := privacySite(t, e, clock)
		ask := func(email, lang string) (int, []byte, string) {
			t.Helper()
			resp, body := ts.do(t, "POST", "/api/privacy/request",
				jsonObject(map[string]any{"email": email, "language": lang}), jsonHeaders)
			ts.srv.WaitBackground()
			return resp.StatusCode, body, resp.Header.Get("Content-Type") + "|" + resp.Header.Get("Cache-Control")
		}
		knownStatus, knownBody, knownHeaders := ask("known@example.com", "ar")
		unknownStatus, unknownBody, unknownHeaders := ask("nobody@example.com", "ar")
		if knownStatus != 202 || unknownStatus != 202 {
			t.Fatalf("statuses %d and %d, want 202", knownStatus, unknownStatus)
		}
		if !bytes.Equal(knownBody, unknownBody) || knownHeaders != unknownHeaders {
			t.Fatalf("answers differ:\n%s %s\n%s %s", knownBody, knownHeaders, unknownBody, unknownHeaders)
		}
		recipients, tokens := privacyLinks(t, db)
		if len(recipients) != 1 || recipients[0] != "known@example.com" || !dayspa.ValidManageToken(tokens[0]) {
			t.Fatalf("queued %q %q, want one link to known@example.com", recipients, tokens)
		}
		var hash, email string
		if err := db.SQL().QueryRow(`SELECT token_hash, email FROM privacy_links`).Scan(&hash, &email); err != nil {
			t.Fatal(err)
		}
		if hash != dayspa.HashManageToken(tokens[0]) || email != "known@example.com" {
			t.Fatalf("stored %s %s, want the token's hash", hash, email)
		}

		// The e-mail as the sender writes it: Arabic, the link, no booking.
		var id int64
		if err := db.SQL().QueryRow(`SELECT id FROM outbox WHERE kind = 'privacy_link'`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		q, err := db.OutboxMessage(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		m, err := mailer.Render(*q, mailer.Spa{Name: "Test Spa", BaseURL: testBaseURL, Location: dubai})
		if err != nil {
			t.Fatal(err)
		}
		link := testBaseURL + "/ar/your-data/" + tokens[0]
		if !strings.Contains(m.Text, link) || !strings.Contains(m.HTML, link) || m.Subject != "بياناتك الشخصية لدى Test Spa" {
			t.Fatalf("e-mail %q lacks %s:\n%s", m.Subject, link, m.Text)
		}
		if strings.Contains(m.Text, dayspa.Words(dayspa.Arabic).Text("email.label.treatment")) {
			t.Fatalf("e-mail shows a booking:\n%s", m.Text)
		}

		// A newer request, in English, replaces the link and its e-mail.
		clock.Advance(time.Hour)
		ask("known@example.com", "en")
		recipients, newer := privacyLinks(t, db)
		if len(recipients) != 1 || newer[0] == tokens[0] {
			t.Fatalf("after a second request: %q %q", recipients, newer)
		}
		var links int
		db.SQL().QueryRow(`SELECT COUNT(*) FROM privacy_links`).Scan(&links)
		if links != 1 {
			t.Fatalf("%d live links, want 1", links)
		}

		resp, body := ts.do(t, "POST", "/api/privacy/request", `{"email":"not an address","language":"en"}`, jsonHeaders)
		if resp.StatusCode != 400 || !strings.Contains(string(body), `"email"`) {
			t.Fatalf("bad address: %d %s", resp.StatusCode, body)
		}
		resp, body = ts.do(t, "POST", "/api/privacy/request", `{"email":"a@example.com","language":"fr"}`, jsonHeaders)
		if resp.StatusCode != 400 || !strings.Contains(string(body), `"language"`) {
			t.Fatalf("bad language: %d %s", resp.StatusCode, body)
		}
	})
}

// TestPrivacyLinkOpensAndForgetsOnce: the e-mailed link shows the data,
// forgets the person once and then opens nothing; the forgetting is in
// the audit log without the address; an expired link and a made-up one
// are 404s with the link's message.
func TestPrivacyLinkOpensAndForgetsOnce(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(spaNow)
		ts, db := privacySite(t, e, clock)
		linkFor := func(email string) string {
			t.Helper()
			resp, body := ts.do(t, "POST", "/api/privacy/request", jsonObject(map[string]any{"email": email}), jsonHeaders)
			if resp.StatusCode != 202 {
				t.Fatalf("request: %d %s", resp.StatusCode, body)
			}
			ts.srv.WaitBackground()
			_, tokens := privacyLinks(t, db)
			if len(tokens) != 1 {
				t.Fatalf("%d links queued", len(tokens))
			}
			return "/api/privacy/" + tokens[0]
		}
		refused := func(method, path string) {
			t.Helper()
			resp, body := ts.do(t, method, path, "", nil)
			if resp.StatusCode != 404 || !strings.Contains(string(body), dayspa.MsgPrivacyLink.Code) {
				t.Fatalf("%s %s: %d %s, want 404 %s", method, path, resp.StatusCode, body, dayspa.MsgPrivacyLink.Code)
			}
		}

		link := linkFor("known@example.com")
		resp, body := ts.do(t, "GET", link, "", nil)
		if resp.StatusCode != 200 || !strings.Contains(string(body), "Do you have a sauna?") ||
			resp.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("data: %d %s", resp.StatusCode, body)
		}
		resp, body = ts.do(t, "POST", link+"/forget", "", nil)
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"cancelledBookings":0`) {
			t.Fatalf("forget: %d %s", resp.StatusCode, body)
		}
		refused("POST", link+"/forget")
		refused("GET", link)
		var left int
		db.SQL().QueryRow(`SELECT COUNT(*) FROM contact_messages WHERE lower(email) = 'known@example.com'`).Scan(&left)
		var links int
		db.SQL().QueryRow(`SELECT COUNT(*) FROM outbox WHERE recipient = 'known@example.com'`).Scan(&links)
		if left != 0 || links != 0 {
			t.Fatalf("after forgetting: %d messages, %d e-mails keep the address", left, links)
		}
		var entity, actor, before, after string
		if err := db.SQL().QueryRow(`SELECT entity, actor_name, before_json, after_json FROM audit_events
			WHERE action = 'delete' ORDER BY id DESC LIMIT 1`).Scan(&entity, &actor, &before, &after); err != nil {
			t.Fatalf("no audit event: %v", err)
		}
		if entity != "people" || actor != dayspa.PrivacyLinkActor.Name || strings.Contains(before+after, "known") {
			t.Fatalf("audit event %s by %s: %s %s", entity, actor, before, after)
		}

		// A link expires after 24 hours.
		resp, _ = ts.do(t, "POST", "/api/contact", jsonObject(map[string]any{
			"name": "Late Guest", "email": "late@example.com", "message": "Hello again",
		}), jsonHeaders)
		if resp.StatusCode != 201 {
			t.Fatalf("contact: %d", resp.StatusCode)
		}
		link = linkFor("late@example.com")
		clock.Advance(dayspa.PrivacyLinkValidity)
		refused("GET", link)
		refused("POST", link+"/forget")
		refused("GET", "/api/privacy/"+dayspa.NewManageToken())
		refused("GET", "/api/privacy/short")
	})
}

// TestPrivacyRoutesMatchSpec: the three answers of a privacy link as
// docs/openapi.yaml documents them.
func TestPrivacyRoutesMatchSpec(t *testing.T) {
	_, router := loadSpec(t)
	clock := newFakeClock(spaNow)
	ts, db := privacySite(t, sqlstoretest.Engines()[0], clock)
	check := func(method, path, body string, status int) {
		t.Helper()
		resp, got := ts.do(t, method, path, body, jsonHeaders)
		ts.srv.WaitBackground()
		if resp.StatusCode != status {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, got)
		}
		req, _ := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
		if err := validateAgainstSpec(t, router, req, resp, got); err != nil {
			t.Errorf("%s %s does not match the spec: %v\n%.500s", method, path, err, got)
		}
	}
	check("POST", "/api/privacy/request", `{"email":"known@example.com","language":"en"}`, 202)
	check("POST", "/api/privacy/request", `{"email":"nope"}`, 400)
	_, tokens := privacyLinks(t, db)
	check("GET", "/api/privacy/"+tokens[0], "", 200)
	check("POST", "/api/privacy/"+tokens[0]+"/forget", "", 200)
	check("GET", "/api/privacy/"+tokens[0], "", 404)
}

// TestRetentionSettings: the owner reads the defaults, a setting out of
// its bounds is refused naming the field, and a valid one is kept.
func TestRetentionSettings(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		setTestPassword(t, ts.db)
		cookie := login(t, ts)
		run := specRunner(t, ts)
		run(t, adminGet(cookie, "defaults", "/api/admin/settings/retention", 200,
			`"contactMessagesMonths":24`, `"inactiveCustomersMonths":36`, `"emailBodiesMonths":12`, `"auditEventsMonths":60`))
		run(t, adminWrite(cookie, "audit under five years", "PUT", "/api/admin/settings/retention",
			`{"contactMessagesMonths":24,"inactiveCustomersMonths":36,"emailBodiesMonths":12,"auditEventsMonths":59}`, 400,
			`"auditEventsMonths"`, dayspa.MsgRetentionMonths.Code))
		run(t, adminWrite(cookie, "half a month", "PUT", "/api/admin/settings/retention",
			`{"contactMessagesMonths":1.5,"inactiveCustomersMonths":36,"emailBodiesMonths":12,"auditEventsMonths":60}`, 400))
		run(t, adminWrite(cookie, "save", "PUT", "/api/admin/settings/retention",
			`{"contactMessagesMonths":6,"inactiveCustomersMonths":48,"emailBodiesMonths":3,"auditEventsMonths":84}`, 200))
		run(t, adminGet(cookie, "saved", "/api/admin/settings/retention", 200, `"contactMessagesMonths":6`, `"auditEventsMonths":84`))
		rs, err := dayspa.LoadRetention(context.Background(), ts.db)
		if err != nil || rs != (dayspa.RetentionSettings{ContactMonths: 6, CustomerMonths: 48, EmailBodyMonths: 3, AuditMonths: 84}) {
			t.Fatalf("the job reads %+v, %v", rs, err)
		}
	})
}
