package mailer_test

import (
	"context"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestSender_PrivacyLink: a privacy link's e-mail, which belongs to no
// booking, is sent with its link in the guest's language, and the copy
// kept of it has no token.
func TestSender_PrivacyLink(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		f.book(t, "Layla", "layla@example.com", "11:00", bookDay)
		f.drain(t, f.sender)
		before := f.smtp.Count()
		token := dayspa.NewManageToken()
		queued, err := f.db.RequestPrivacyLink(ctx, dayspa.PrivacyRequest{Email: "layla@example.com", Language: dayspa.Arabic}, token, testNow)
		if err != nil || !queued {
			t.Fatalf("request: %v %v", queued, err)
		}
		f.drain(t, f.sender)
		msgs := f.smtp.Messages()
		if len(msgs) != before+1 {
			t.Fatalf("%d messages sent, want %d", len(msgs), before+1)
		}
		m := msgs[len(msgs)-1]
		if len(m.To) != 1 || m.To[0] != "layla@example.com" || !strings.Contains(string(m.Data), "/ar/your-data/") {
			t.Fatalf("sent to %v:\n%.800s", m.To, m.Data)
		}
		var status, text, kept string
		if err := f.db.SQL().QueryRow(`SELECT status, body_text, COALESCE(manage_token, '') FROM outbox WHERE kind = 'privacy_link'`).
			Scan(&status, &text, &kept); err != nil {
			t.Fatal(err)
		}
		if status != "sent" || kept != "" || strings.Contains(text, token) || !strings.Contains(text, "/ar/your-data/") {
			t.Fatalf("kept %s %q:\n%s", status, kept, text)
		}
	})
}
