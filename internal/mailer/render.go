package mailer

import (
	"bytes"
	_ "embed"
	"fmt"
	htmltemplate "html/template"
	"net/url"
	"strings"
	texttemplate "text/template"
	"time"

	ics "github.com/arran4/golang-ical"

	"github.com/dayspa/dayspa"
)

// Spa is what every message says of the spa, from the configuration.
type Spa struct {
	Name     string
	Phone    string // as people read it
	WhatsApp string // digits, as wa.me takes them
	Email    string
	// Address is the one line a map search finds: hotel and street,
	// district, city.
	Address string
	// BaseURL is the site's origin; the manage links start with it.
	BaseURL string
	// Location is the spa's clock (DAYSPA_TIMEZONE).
	Location *time.Location
}

// MapURL is a map search for the spa's address.
func (s Spa) MapURL() string {
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(s.Name+", "+s.Address)
}

// WhatsAppURL opens a chat with the spa.
func (s Spa) WhatsAppURL() string { return "https://wa.me/" + s.WhatsApp }

// TelURL dials the spa.
func (s Spa) TelURL() string {
	return "tel:" + strings.Map(func(r rune) rune {
		if r == '+' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s.Phone)
}

// ManageURL is the guest's manage page for token.
func (s Spa) ManageURL(token string) string {
	return strings.TrimSuffix(s.BaseURL, "/") + "/booking/manage/" + token
}

// Email is a rendered message ready to send.
type Email struct {
	To string
	dayspa.RenderedMessage
	// Calendar is the .ics file, nil when the message has none; Method
	// is its METHOD (REQUEST or CANCEL).
	Calendar []byte
	Method   string
}

// view is what the templates read.
type view struct {
	Spa                       Spa
	MapURL, WhatsApp          string
	Tel                       htmltemplate.URL
	Heading                   string
	Lines                     []string
	Guest                     string
	Service, Date, Time, Ends string
	Duration                  int
	Price                     string
	Status                    string
	Requests                  string
	Therapist                 string
	ManageURL                 string
	ForSpa                    bool
	GuestEmail, GuestPhone    string
	Reason                    string
}

//go:embed templates/message.html
var htmlSource string

//go:embed templates/message.txt
var textSource string

var (
	htmlTemplate = htmltemplate.Must(htmltemplate.New("html").Parse(htmlSource))
	textTemplate = texttemplate.Must(texttemplate.New("text").Parse(textSource))
)

// Render writes message q as the guest (or the spa) receives it: subject,
// plain text and HTML, and the calendar file of a confirmation, a change
// of a confirmed booking or the cancellation of one.
func Render(q dayspa.QueuedMessage, spa Spa) (Email, error) {
	if spa.Location == nil {
		spa.Location = time.UTC
	}
	b, m := q.Booking, q.Message
	start, end := b.Span(spa.Location)
	v := view{
		Spa: spa, MapURL: spa.MapURL(), WhatsApp: spa.WhatsAppURL(), Tel: htmltemplate.URL(spa.TelURL()),
		Guest: b.CustomerName, Service: b.ServiceName,
		Date: start.Format("Monday 2 January 2006"), Time: dayspa.Format12(b.StartMinute), Ends: dayspa.Format12(b.EndMinute),
		Duration: b.Duration, Price: "AED " + b.Amount.String(), Status: statusWord(b.Status),
		Requests: b.Requests, GuestEmail: b.CustomerEmail, GuestPhone: b.CustomerPhone, Therapist: b.Therapist,
	}
	if m.ManageToken != "" {
		v.ManageURL = spa.ManageURL(m.ManageToken)
	}
	var subject string
	switch m.Kind {
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
		if b.Reason != "" {
			v.Reason = b.Reason
		}
	default:
		return Email{}, fmt.Errorf("mailer: message %d of unknown kind %q", m.ID, m.Kind)
	}
	var text, html bytes.Buffer
	if err := textTemplate.Execute(&text, v); err != nil {
		return Email{}, fmt.Errorf("mailer: text of message %d: %w", m.ID, err)
	}
	if err := htmlTemplate.Execute(&html, v); err != nil {
		return Email{}, fmt.Errorf("mailer: HTML of message %d: %w", m.ID, err)
	}
	e := Email{To: m.Recipient, RenderedMessage: dayspa.RenderedMessage{Subject: subject, Text: text.String(), HTML: html.String()}}
	if m.Calendar {
		e.Method = string(ics.MethodRequest)
		if m.Kind == dayspa.KindCancelled {
			e.Method = string(ics.MethodCancel)
		}
		e.Calendar = Calendar(q, spa, start, end, m.CreatedAt)
	}
	return e, nil
}

func statusWord(s dayspa.BookingStatus) string {
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

// Calendar writes the .ics file of q's booking (RFC 5545): one VEVENT
// whose UID is the booking's for every version, SEQUENCE the booking's
// version (each change the guest is told of raises it), the times in UTC,
// METHOD:REQUEST, or METHOD:CANCEL with STATUS:CANCELLED for a
// cancellation.
func Calendar(q dayspa.QueuedMessage, spa Spa, start, end, stamp time.Time) []byte {
	cal := ics.NewCalendar()
	cal.SetProductId("-//" + spa.Name + "//Bookings//EN")
	method := ics.MethodRequest
	if q.Message.Kind == dayspa.KindCancelled {
		method = ics.MethodCancel
	}
	cal.SetMethod(method)
	ev := cal.AddEvent(BookingUID(q.Booking.ID, spa))
	ev.SetDtStampTime(stamp.UTC())
	ev.SetStartAt(start.UTC())
	ev.SetEndAt(end.UTC())
	ev.SetSequence(q.Message.BookingVersion)
	ev.SetSummary(q.Booking.ServiceName + " at " + spa.Name)
	ev.SetLocation(spa.Name + ", " + spa.Address)
	desc := "Phone " + spa.Phone + ", WhatsApp +" + spa.WhatsApp
	if q.Message.ManageToken != "" {
		desc += ". Change or cancel: " + spa.ManageURL(q.Message.ManageToken)
	}
	ev.SetDescription(desc)
	if spa.Email != "" {
		ev.SetOrganizer("mailto:"+spa.Email, ics.WithCN(spa.Name))
	}
	if method == ics.MethodCancel {
		ev.SetStatus(ics.ObjectStatusCancelled)
	} else {
		ev.SetStatus(ics.ObjectStatusConfirmed)
	}
	return []byte(cal.Serialize())
}

// BookingUID is the calendar UID of a booking: the same for every
// message about it, so a calendar updates the one event.
func BookingUID(id int64, spa Spa) string {
	host := "dayspa"
	if u, err := url.Parse(spa.BaseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return fmt.Sprintf("booking-%d@%s", id, host)
}
