package mailer

import (
	_ "embed"
	htmltemplate "html/template"
	"strconv"
	texttemplate "text/template"

	"github.com/dayspa/dayspa"
)

// A message's language: its own HTML and plain-text templates (the layout
// differs, not only the words: Arabic reads right to left) and its texts,
// kept together here and in arabic.go so that one language's message reads
// from top to bottom in one place.

// locale is how the messages of one language are written.
type locale struct {
	html *htmltemplate.Template
	text *texttemplate.Template
	// date writes the appointment's day with its weekday, clock a minute
	// of the day, price an amount, minutes a duration.
	date    func(dayspa.Date) string
	clock   func(minute int) string
	price   func(dayspa.Money) string
	minutes func(int) string
	status  func(dayspa.BookingStatus) string
	// words fills v's heading and lines for a message of kind k and
	// returns its subject; false for a kind it does not know.
	words func(k dayspa.MessageKind, b dayspa.MessageBooking, v *view) (string, bool)
	// event writes the calendar file's summary and description; manage
	// is the manage link, "" when the message carries none.
	event func(b dayspa.MessageBooking, spa Spa, manage string) (summary, description string)
}

// locales are the messages' languages; every dayspa.Language has one.
var locales = map[dayspa.Language]locale{
	dayspa.English: english,
	dayspa.Arabic:  arabic,
}

//go:embed templates/message.html
var englishHTML string

//go:embed templates/message.txt
var englishText string

// english is the English messages (and the spa's own notice, always).
var english = locale{
	html:    htmltemplate.Must(htmltemplate.New("html").Parse(englishHTML)),
	text:    texttemplate.Must(texttemplate.New("text").Parse(englishText)),
	date:    func(d dayspa.Date) string { return dayspa.FormatLongDate(d, dayspa.English) },
	clock:   dayspa.Format12,
	price:   func(m dayspa.Money) string { return dayspa.FormatPrice(m, dayspa.English) },
	minutes: func(n int) string { return strconv.Itoa(n) + " minutes" },
	status:  englishStatus,
	words:   englishWords,
	event: func(b dayspa.MessageBooking, spa Spa, manage string) (string, string) {
		desc := "Phone " + spa.Phone + ", WhatsApp +" + spa.WhatsApp
		if manage != "" {
			desc += ". Change or cancel: " + manage
		}
		return b.ServiceName + " at " + spa.Name, desc
	},
}

func englishWords(k dayspa.MessageKind, b dayspa.MessageBooking, v *view) (string, bool) {
	var subject string
	switch k {
	case dayspa.KindRequestReceived:
		subject = "We have your booking request: " + b.ServiceName + " on " + v.Date
		v.Heading = "Thank you, we have your request"
		v.Lines = []string{"We will confirm your appointment within 15 minutes during business hours.",
			"Your time is held for you meanwhile."}
	case dayspa.KindNewBooking:
		subject = "New booking request: " + b.ServiceName + ", " + v.Date + " at " + v.Time
		v.Heading = "New booking request"
		v.Lines = []string{b.CustomerName + " asked for an appointment. Please confirm it in the dashboard."}
		v.ForSpa = true
	case dayspa.KindConfirmed:
		subject = "Your appointment is confirmed: " + b.ServiceName + " on " + v.Date
		v.Heading = "Your appointment is confirmed"
		v.Lines = []string{"We look forward to welcoming you. The calendar file attached adds the appointment to your calendar."}
	case dayspa.KindReminder:
		subject = "Reminder: " + b.ServiceName + " on " + v.Date + " at " + v.Time
		v.Heading = "See you soon"
		v.Lines = []string{"A reminder of your appointment. Please arrive 10 minutes early."}
	case dayspa.KindChanged:
		subject = "Your appointment has changed: " + b.ServiceName + " on " + v.Date + " at " + v.Time
		v.Heading = "Your appointment has changed"
		v.Lines = []string{"Here are the new details of your appointment."}
		if b.Therapist != "" {
			v.Lines = append(v.Lines, "Your therapist preference is kept: "+b.Therapist+".")
		}
	case dayspa.KindCancelled:
		subject = "Your appointment is cancelled: " + b.ServiceName + " on " + v.Date
		v.Heading = "Your appointment is cancelled"
		v.Lines = []string{"We are sorry not to see you this time. We would be glad to welcome you another day."}
		v.Reason = b.Reason
	default:
		return "", false
	}
	return subject, true
}

func englishStatus(s dayspa.BookingStatus) string {
	switch s {
	case dayspa.StatusPending:
		return "Awaiting confirmation"
	case dayspa.StatusConfirmed:
		return "Confirmed"
	case dayspa.StatusCancelled:
		return "Cancelled"
	case dayspa.StatusCompleted:
		return "Completed"
	case dayspa.StatusNoShow:
		return "Missed"
	}
	return string(s)
}
