package mailer_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
)

// updateGolden rewrites the golden files from the code's output: run
// `go test -run Golden -update ./internal/mailer` only when a message's
// words are meant to change.
var updateGolden = flag.Bool("update", false, "rewrite the golden files")

// goldenVariant is one set of a booking's details that a message reads
// differently: with or without a therapist preference, requests, a
// manage link, an Arabic service name, the spa's Arabic name and address;
// a guest's own or the manager's cancellation; text that HTML escapes.
type goldenVariant struct {
	name      string
	status    dayspa.BookingStatus
	spaArabic bool
	edit      func(b *dayspa.MessageBooking, m *dayspa.OutboxMessage)
}

var goldenVariants = []goldenVariant{
	{"plain", dayspa.StatusPending, true, func(b *dayspa.MessageBooking, m *dayspa.OutboxMessage) {
		m.ManageToken = "tok-plain"
		b.ServiceNameAr = "تدليك بالأحجار الساخنة"
	}},
	{"full", dayspa.StatusConfirmed, false, func(b *dayspa.MessageBooking, m *dayspa.OutboxMessage) {
		b.CustomerName = `Zoë O'Brien & <Co> "+1"`
		b.Requests = `Quiet room, please; no nuts & <b>oils</b> +lavender`
		b.Therapist = "Layla"
		b.Reason = "The spa is closed for maintenance & repairs."
		b.Date, b.StartMinute, b.EndMinute, b.Duration = dayspa.Date{Year: 2027, Month: time.December, Day: 31}, 23*60, 24*60+30, 90
		b.Amount = 123456789
		m.Calendar = true
		m.ManageToken = "tok-full"
	}},
	{"guest-cancel", dayspa.StatusCancelled, true, func(b *dayspa.MessageBooking, m *dayspa.OutboxMessage) {
		b.Reason = dayspa.GuestCancelReason
		b.Therapist = "معالِجة"
		b.Date, b.StartMinute, b.EndMinute, b.Duration = dayspa.Date{Year: 2026, Month: time.March, Day: 2}, 0, 15, 15
		b.Amount = 5
		m.Calendar = true
	}},
	{"completed", dayspa.StatusCompleted, false, func(b *dayspa.MessageBooking, m *dayspa.OutboxMessage) {
		b.Therapist = "Male therapist"
		b.Duration, b.EndMinute = 105, b.StartMinute+105
	}},
	{"no-show", dayspa.StatusNoShow, true, func(b *dayspa.MessageBooking, m *dayspa.OutboxMessage) {
		b.Duration, b.EndMinute = 120, b.StartMinute+120
		b.Date = dayspa.Date{Year: 2026, Month: time.August, Day: 8}
	}},
}

func goldenSpa(arabic bool) mailer.Spa {
	spa := mailer.Spa{Name: "Serenity Day Spa Dubai", Phone: "+971 4 123 4567", WhatsApp: "971501234567",
		Email: "hello@spa.example", Address: "The Sandstone Hotel, Sheikh Zayed Road, Al Barsha 1, Dubai",
		BaseURL: "https://spa.example/", Location: time.FixedZone("Asia/Dubai", 4*3600)}
	if arabic {
		spa.NameAr, spa.AddressAr = "سيرينيتي داي سبا دبي", "فندق ساندستون، شارع الشيخ زايد، البرشاء 1، دبي"
	}
	return spa
}

// TestGoldenMessages renders every kind of message in every language
// with fixed details and pins each output (subject, plain text, HTML,
// the calendar file and its method) byte for byte: the words of a
// message may move, what the guest receives may not change unnoticed.
func TestGoldenMessages(t *testing.T) {
	outputs := 0
	for _, lang := range dayspa.Languages {
		for _, kind := range dayspa.MessageKinds {
			var file strings.Builder
			for _, v := range goldenVariants {
				b := dayspa.MessageBooking{ID: 42, Status: v.status, Version: 3, Date: dayspa.Date{Year: 2026, Month: time.November, Day: 27},
					StartMinute: 15 * 60, EndMinute: 16*60 + 30, CustomerName: "Amira Haddad", CustomerEmail: "amira@example.com",
					CustomerPhone: "+971 50 765 4321", ServiceName: "Hot Stone Massage", Duration: 90, Amount: 125050, Language: lang}
				m := dayspa.OutboxMessage{ID: 7, BookingID: 42, Kind: kind, Recipient: "amira@example.com", BookingVersion: 3,
					CreatedAt: time.Date(2026, 11, 20, 8, 30, 0, 0, time.UTC)}
				v.edit(&b, &m)
				e, err := mailer.Render(dayspa.QueuedMessage{Message: m, Booking: b}, goldenSpa(v.spaArabic))
				if err != nil {
					t.Fatal(err)
				}
				for _, out := range []struct{ part, body string }{
					{"subject", e.Subject}, {"text", e.Text}, {"html", e.HTML},
					{"calendar", e.Method + "\n" + string(e.Calendar)},
				} {
					fmt.Fprintf(&file, "=== %s %s ===\n%s\n", v.name, out.part, out.body)
					outputs++
				}
			}
			checkGolden(t, fmt.Sprintf("%s-%s.golden", lang, kind), file.String())
		}
	}
	t.Logf("%d outputs pinned", outputs)
}

func checkGolden(t *testing.T, file, got string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", file)
	if *updateGolden {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range gl {
			if i >= len(wl) || gl[i] != wl[i] {
				w := ""
				if i < len(wl) {
					w = wl[i]
				}
				t.Errorf("%s differs at line %d:\n got %q\nwant %q", path, i+1, gl[i], w)
				return
			}
		}
		t.Errorf("%s: got %d lines, want %d", path, len(gl), len(wl))
	}
}
