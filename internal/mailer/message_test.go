package mailer_test

import (
	"bytes"
	"context"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// part is one leaf of a MIME message.
type part struct {
	contentType string
	params      map[string]string
	disposition string
	body        string
}

// leaves parses a MIME entity into its leaves, in order.
func leaves(t *testing.T, header map[string][]string, body io.Reader) []part {
	t.Helper()
	get := func(k string) string {
		if v := header[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	ct, params, err := mime.ParseMediaType(get("Content-Type"))
	if err != nil {
		t.Fatalf("content type %q: %v", get("Content-Type"), err)
	}
	if strings.HasPrefix(ct, "multipart/") {
		var out []part
		out = append(out, part{contentType: ct})
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextRawPart()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, leaves(t, p.Header, p)...)
		}
		return out
	}
	raw, err := io.ReadAll(body)
	if err != nil {
		t.Fatal(err)
	}
	var decoded []byte
	switch strings.ToLower(get("Content-Transfer-Encoding")) {
	case "quoted-printable":
		decoded, err = io.ReadAll(newQP(raw))
	case "base64":
		decoded, err = io.ReadAll(newB64(raw))
	default:
		decoded = raw
	}
	if err != nil {
		t.Fatal(err)
	}
	return []part{{contentType: ct, params: params, disposition: get("Content-Disposition"), body: string(decoded)}}
}

func TestSender_ConfirmationMIMEAndCalendar(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		b := f.book(t, `Layla <b>Haddad</b>`, "layla@example.com", "15:00", bookDay)
		f.drain(t, f.sender) // request received and the spa's notice
		if _, err := f.db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed}); err != nil {
			t.Fatal(err)
		}
		f.clock.Add(dayspa.UndoWindow) // a dashboard change is sent once it can no longer be undone
		f.drain(t, f.sender)
		got := f.smtp.Messages()
		if len(got) != 3 {
			t.Fatalf("server got %d messages, want 3", len(got))
		}
		if got[1].To[0] != "bookings@spa.example" || got[0].To[0] != "layla@example.com" || got[2].To[0] != "layla@example.com" {
			t.Fatalf("recipients %v %v %v", got[0].To, got[1].To, got[2].To)
		}
		msg, err := mail.ReadMessage(bytes.NewReader(got[2].Data))
		if err != nil {
			t.Fatal(err)
		}
		subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
		if subject != "Your appointment is confirmed: Hot Stone Massage on Sunday, November 29, 2026" {
			t.Errorf("subject %q", subject)
		}
		if from, _ := mail.ParseAddress(msg.Header.Get("From")); from == nil || from.Address != "bookings@spa.example" {
			t.Errorf("From %q", msg.Header.Get("From"))
		}
		if msg.Header.Get("Message-Id") == "" || msg.Header.Get("Date") == "" {
			t.Error("no Message-ID or Date")
		}
		ps := leaves(t, msg.Header, msg.Body)
		var kinds []string
		for _, p := range ps {
			kinds = append(kinds, p.contentType)
		}
		if strings.Join(kinds, ",") != "multipart/mixed,multipart/alternative,text/plain,text/html,text/calendar" {
			t.Fatalf("MIME structure %v", kinds)
		}
		text, html, cal := ps[2], ps[3], ps[4]
		for _, want := range []string{"Dear Layla <b>Haddad</b>,", "Hot Stone Massage (90 minutes)", "Sunday, November 29, 2026",
			"3:00 PM to 4:30 PM", "AED 450.00", "Confirmed", "+971 4 123 4567", "https://wa.me/971501234567",
			"https://spa.example/booking/manage/", "https://www.google.com/maps/search/?api=1&query="} {
			if !strings.Contains(text.body, want) {
				t.Errorf("plain text lacks %q:\n%s", want, text.body)
			}
		}
		for _, want := range []string{"Dear Layla &lt;b&gt;Haddad&lt;/b&gt;,", "Quiet room &lt;please&gt; &amp; thanks",
			`href="tel:&#43;97141234567"`, `href="https://wa.me/971501234567"`, `name="viewport"`, `href="https://spa.example/booking/manage/`} {
			if !strings.Contains(html.body, want) {
				t.Errorf("HTML lacks %q", want)
			}
		}
		if strings.Contains(html.body, "<b>Haddad") {
			t.Error("HTML has the guest's markup unescaped")
		}
		if cal.params["method"] != "REQUEST" || !strings.Contains(cal.disposition, "invite.ics") {
			t.Errorf("calendar part %v %q", cal.params, cal.disposition)
		}
		c, err := ics.ParseCalendar(strings.NewReader(cal.body))
		if err != nil {
			t.Fatal(err)
		}
		if m := c.CalendarProperties; len(m) == 0 {
			t.Fatal("no calendar properties")
		}
		if !strings.Contains(cal.body, "METHOD:REQUEST") {
			t.Error("no METHOD:REQUEST")
		}
		evs := c.Events()
		if len(evs) != 1 {
			t.Fatalf("%d events", len(evs))
		}
		ev := evs[0]
		start, err := ev.GetStartAt()
		if err != nil {
			t.Fatal(err)
		}
		end, err := ev.GetEndAt()
		if err != nil {
			t.Fatal(err)
		}
		// 15:00 in Dubai (UTC+4) is 11:00 UTC.
		if want := time.Date(2026, 11, 29, 11, 0, 0, 0, time.UTC); !start.Equal(want) || !end.Equal(want.Add(90*time.Minute)) {
			t.Errorf("event %v to %v, want %v to %v", start, end, want, want.Add(90*time.Minute))
		}
		if !strings.Contains(cal.body, "DTSTART:20261129T110000Z") {
			t.Errorf("DTSTART not in UTC:\n%s", cal.body)
		}
		if ev.Id() != mailer.BookingUID(b.ID, spa) || ev.GetProperty(ics.ComponentPropertySequence).Value != "2" ||
			!strings.Contains(ev.GetProperty(ics.ComponentPropertyLocation).Value, "Sandstone Hotel") ||
			ev.GetProperty(ics.ComponentPropertySummary).Value != "Hot Stone Massage at Serenity Day Spa Dubai" {
			t.Errorf("event properties:\n%s", cal.body)
		}

		// The kept copy has no manage token; the link still works by its hash.
		list, _, err := f.db.ListOutbox(ctx, dayspa.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range list {
			q, err := f.db.OutboxMessage(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			if q.Message.Status == dayspa.MessageSent && (q.Message.ManageToken != "" || q.Message.Sent == nil ||
				strings.Contains(text.body, q.Message.Sent.Text)) {
				t.Errorf("sent message %d kept %+v", m.ID, q.Message)
			}
		}
	})
}
