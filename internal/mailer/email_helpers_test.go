package mailer_test

import (
	"bytes"
	"mime"
	"net/mail"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	ics "github.com/arran4/golang-ical"

	"github.com/dayspa/dayspa/internal/mailer/mailertest"
)

// email is one message as the relay received it, taken apart.
type email struct {
	to, subject      string
	text, html, ical string
	method           string
}

func readEmail(t *testing.T, m mailertest.Message) email {
	t.Helper()
	msg, err := mail.ReadMessage(bytes.NewReader(m.Data))
	if err != nil {
		t.Fatal(err)
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		t.Fatal(err)
	}
	e := email{to: m.To[0], subject: subject}
	for _, p := range leaves(t, msg.Header, msg.Body) {
		switch p.contentType {
		case "text/plain":
			e.text = p.body
		case "text/html":
			e.html = p.body
		case "text/calendar":
			e.ical, e.method = p.body, p.params["method"]
		}
	}
	return e
}

// event parses a calendar file back and returns its one event.
func event(t *testing.T, body string) *ics.VEvent {
	t.Helper()
	for i, line := range strings.Split(strings.TrimRight(body, "\r\n"), "\n") {
		if line = strings.TrimSuffix(line, "\r"); len(line) > 75 || !utf8.ValidString(line) {
			t.Errorf("calendar line %d is over 75 octets or cut inside a character: %q", i+1, line)
		}
	}
	c, err := ics.ParseCalendar(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	evs := c.Events()
	if len(evs) != 1 {
		t.Fatalf("%d events in\n%s", len(evs), body)
	}
	return evs[0]
}

var (
	arManageLink = regexp.MustCompile(`https://spa\.example/ar/booking/manage/([A-Za-z0-9_-]{32})`)
	anyManage    = regexp.MustCompile(`[^r]/booking/manage/`) // a link not under /ar
)

// An Arabic booking's messages to the guest are Arabic, right to left,
// with Arabic dates and times, the numbers and the address kept left to
// right, the manage link under /ar and the calendar file's words in Arabic;
// the spa's own notice stays English and names the language. An English
// booking's messages are as they always were.
