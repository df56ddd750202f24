package mailer_test

import (
	"context"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func TestSender_MessagesInTheBookingsLanguage(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		book := func(email, at, lang string) *dayspa.Booking {
			nb, err := dayspa.BookingRequest{ServiceID: f.svc.ID, CustomerName: "Layla Haddad", CustomerEmail: email,
				CustomerPhone: "+971 50 123 4567", BookingDate: bookDay.String(), BookingTime: at,
				SpecialRequests: "غرفة هادئة من فضلكم", Preference: "female", Language: lang}.Validate(f.rules, &f.svc)
			if err != nil {
				t.Fatal(err)
			}
			b, err := f.db.CreateBooking(ctx, nb, f.rules)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		ar := book("layla@example.com", "15:00", "ar")
		en := book("john@example.com", "11:00", "")
		f.drain(t, f.sender)
		for _, b := range []*dayspa.Booking{ar, en} {
			if _, err := f.db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed}); err != nil {
				t.Fatal(err)
			}
			f.clock.Add(dayspa.UndoWindow) // a dashboard change is sent once it can no longer be undone
		}
		f.drain(t, f.sender)

		var got []email
		for _, m := range f.smtp.Messages() {
			got = append(got, readEmail(t, m))
		}
		if len(got) != 6 {
			t.Fatalf("the relay has %d messages, want 6", len(got))
		}
		received, notice, confirmed := got[0], got[1], got[4]
		if received.to != "layla@example.com" || notice.to != "bookings@spa.example" || confirmed.to != "layla@example.com" {
			t.Fatalf("recipients %q %q %q", received.to, notice.to, confirmed.to)
		}
		// Every message to the Arabic guest.
		checkArabic := func(t *testing.T, m email, subject string, want ...string) {
			t.Helper()
			if m.subject != subject {
				t.Errorf("subject %q, want %q", m.subject, subject)
			}
			for _, w := range append([]string{`<html lang="ar" dir="rtl">`, `<body dir="rtl"`, "text-align:right",
				"مرحبًا <bdi>Layla Haddad</bdi>،", "29 نوفمبر 2026", "من 3:00 م إلى 4:30 م", `<span dir="ltr">450.00</span> د.إ`,
				`<span dir="ltr">&#43;971 4 123 4567</span>`, `<span dir="ltr" lang="en">The Sandstone Hotel, Sheikh Zayed Road, Al Barsha 1, Dubai</span>`,
				"<bdi>Hot Stone Massage</bdi> (90 دقيقة)", "<bdi>معالِجة</bdi>", "<bdi>غرفة هادئة من فضلكم</bdi>", "راسلنا عبر واتساب"}, want...) {
				if !strings.Contains(m.html, w) {
					t.Errorf("HTML of %q lacks %q", m.subject, w)
				}
			}
			for _, w := range []string{"مرحبًا Layla Haddad،", "التاريخ: الأحد، 29 نوفمبر 2026", "الوقت: من 3:00 م إلى 4:30 م",
				"السعر: \u200e450.00\u200e د.إ", "العلاج: Hot Stone Massage (90 دقيقة)", "المعالِج المفضَّل: معالِجة",
				"الهاتف: \u200e+971 4 123 4567\u200e", "\u200eThe Sandstone Hotel, Sheikh Zayed Road, Al Barsha 1, Dubai\u200e",
				"واتساب: https://wa.me/971501234567"} {
				if !strings.Contains(m.text, w) {
					t.Errorf("plain text of %q lacks %q:\n%s", m.subject, w, m.text)
				}
			}
			for _, body := range []string{m.html, m.text} {
				if !arManageLink.MatchString(body) || anyManage.MatchString(body) {
					t.Errorf("%q: the manage links are not all under /ar:\n%s", m.subject, body)
				}
				for _, english := range []string{"Dear ", "Treatment", "AED", " PM", "Change or cancel"} {
					if strings.Contains(body, english) {
						t.Errorf("%q speaks English: %q", m.subject, english)
					}
				}
			}
		}
		t.Run("RequestReceived", func(t *testing.T) {
			checkArabic(t, received, "تلقينا طلب حجزك: Hot Stone Massage يوم الأحد، 29 نوفمبر 2026",
				"<h1 style=\"font-size:24px;line-height:1.5;margin:8px 0 16px;font-weight:normal;\">شكرًا لك، طلبك بين أيدينا</h1>",
				"سنؤكد موعدك خلال 15 دقيقة في أوقات العمل.", "بانتظار التأكيد")
			if received.ical != "" {
				t.Error("the request received carries a calendar file")
			}
		})
		t.Run("SpaNoticeStaysEnglish", func(t *testing.T) {
			if notice.subject != "New booking request: Hot Stone Massage, Sunday, November 29, 2026 at 3:00 PM" ||
				!strings.Contains(notice.html, `<html lang="en">`) ||
				!strings.Contains(notice.html, `Language</td><td style="padding:8px 0;">Arabic</td>`) ||
				!strings.Contains(notice.text, "Language: Arabic") || !strings.Contains(notice.text, "Layla Haddad asked for an appointment.") {
				t.Errorf("the spa's notice of an Arabic booking: %q\n%s", notice.subject, notice.text)
			}
			if english := got[3]; english.to != "bookings@spa.example" || !strings.Contains(english.text, "Language: English") {
				t.Errorf("the spa's notice of an English booking does not name the language:\n%s", english.text)
			}
		})
		t.Run("Confirmed", func(t *testing.T) {
			checkArabic(t, confirmed, "تأكيد موعدك: Hot Stone Massage يوم الأحد، 29 نوفمبر 2026", "تم تأكيد موعدك", ">مؤكد<")
			if confirmed.method != "REQUEST" {
				t.Errorf("calendar method %q", confirmed.method)
			}
			ev := event(t, confirmed.ical)
			summary := ev.GetProperty(ics.ComponentPropertySummary)
			desc := ev.GetProperty(ics.ComponentPropertyDescription)
			if summary.Value != "Hot Stone Massage في Serenity Day Spa Dubai" || summary.ICalParameters["LANGUAGE"][0] != "ar" {
				t.Errorf("SUMMARY %q %v", summary.Value, summary.ICalParameters)
			}
			if !strings.HasPrefix(desc.Value, "الهاتف \u200e+971 4 123 4567\u200e، واتساب \u200e+971501234567\u200e. لتعديل الموعد أو إلغائه: https://spa.example/ar/booking/manage/") {
				t.Errorf("DESCRIPTION %q", desc.Value)
			}
			if loc := ev.GetProperty(ics.ComponentPropertyLocation).Value; loc != spa.Name+", "+spa.Address {
				t.Errorf("LOCATION %q, want the configured one", loc)
			}
			if start, err := ev.GetStartAt(); err != nil || !start.Equal(time.Date(2026, 11, 29, 11, 0, 0, 0, time.UTC)) {
				t.Errorf("DTSTART %v %v", start, err)
			}
		})
		t.Run("EnglishUnchanged", func(t *testing.T) {
			enReceived, enConfirmed := got[2], got[5]
			if enReceived.to != "john@example.com" || enReceived.subject != "We have your booking request: Hot Stone Massage on Sunday, November 29, 2026" ||
				enConfirmed.subject != "Your appointment is confirmed: Hot Stone Massage on Sunday, November 29, 2026" {
				t.Fatalf("English subjects %q, %q", enReceived.subject, enConfirmed.subject)
			}
			for _, m := range []email{enReceived, enConfirmed} {
				for _, w := range []string{`<html lang="en">`, "Dear Layla Haddad,", "11:00 AM to 12:30 PM", "AED 450.00",
					"Therapist preference", "Female therapist", `href="https://spa.example/booking/manage/`} {
					if !strings.Contains(m.html, w) {
						t.Errorf("English HTML of %q lacks %q", m.subject, w)
					}
				}
				if strings.Contains(m.html+m.text, "/ar/") || strings.Contains(m.html, `dir="rtl"`) || strings.Contains(m.text, "\u200e") {
					t.Errorf("English message %q has Arabic traits", m.subject)
				}
			}
			ev := event(t, enConfirmed.ical)
			summary := ev.GetProperty(ics.ComponentPropertySummary)
			if summary.Value != "Hot Stone Massage at Serenity Day Spa Dubai" || len(summary.ICalParameters) != 0 {
				t.Errorf("English SUMMARY %q %v", summary.Value, summary.ICalParameters)
			}
		})

		// The guest moves the booking with the link of the Arabic e-mail,
		// then, after the reminder, cancels it with the same link.
		token := arManageLink.FindStringSubmatch(confirmed.text)[1]
		hash := dayspa.HashManageToken(token)
		mrules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Now: f.clock.Now}
		next := bookDay.AddDays(1) // Monday 30 November
		mb, err := f.db.RescheduleByGuest(ctx, hash, next, 16*60, f.rules, mrules)
		if err != nil {
			t.Fatal(err)
		}
		if mb.Language != dayspa.Arabic {
			t.Errorf("the managed booking's language %q", mb.Language)
		}
		f.drain(t, f.sender)
		// 24 hours before 16:00 on the 30th.
		f.clock.Add(time.Date(2026, 11, 29, 16, 0, 0, 0, dubai).Sub(f.clock.Now()))
		f.drain(t, f.sender)
		if _, err := f.db.CancelByGuest(ctx, hash, mrules); err != nil {
			t.Fatal(err)
		}
		f.drain(t, f.sender)
		var changed, reminder, cancelled []email
		for _, m := range f.smtp.Messages()[6:] {
			switch m := readEmail(t, m); {
			case m.to != "layla@example.com":
			case strings.HasPrefix(m.subject, "تعديل موعدك"):
				changed = append(changed, m)
			case strings.HasPrefix(m.subject, "تذكير بموعدك"):
				reminder = append(reminder, m)
			case strings.HasPrefix(m.subject, "إلغاء موعدك"):
				cancelled = append(cancelled, m)
			default:
				t.Errorf("unexpected message to the Arabic guest: %q", m.subject)
			}
		}
		if len(changed) != 1 || len(reminder) != 1 || len(cancelled) != 1 {
			t.Fatalf("%d changed, %d reminders, %d cancelled to the Arabic guest; want one each", len(changed), len(reminder), len(cancelled))
		}
		moved := func(m email, subject string, want ...string) {
			t.Helper()
			if m.subject != subject {
				t.Errorf("subject %q, want %q", m.subject, subject)
			}
			for _, w := range append([]string{`<html lang="ar" dir="rtl">`, "الاثنين، 30 نوفمبر 2026", "من 4:00 م إلى 5:30 م",
				`<span dir="ltr">&#43;971 4 123 4567</span>`}, want...) {
				if !strings.Contains(m.html, w) {
					t.Errorf("HTML of %q lacks %q", m.subject, w)
				}
			}
		}
		t.Run("Changed", func(t *testing.T) {
			m := changed[0]
			moved(m, "تعديل موعدك: Hot Stone Massage يوم الاثنين، 30 نوفمبر 2026 الساعة 4:00 م",
				"تم تعديل موعدك", "وما زال تفضيلك للمعالِج كما هو: معالِجة.")
			if !arManageLink.MatchString(m.html) || anyManage.MatchString(m.html+m.text) {
				t.Errorf("changed: manage links not under /ar")
			}
			ev := event(t, m.ical)
			if ev.GetProperty(ics.ComponentPropertySummary).Value != "Hot Stone Massage في Serenity Day Spa Dubai" ||
				ev.GetProperty(ics.ComponentPropertySequence).Value != "3" {
				t.Errorf("changed calendar:\n%s", m.ical)
			}
		})
		t.Run("Reminder", func(t *testing.T) {
			moved(reminder[0], "تذكير بموعدك: Hot Stone Massage يوم الاثنين، 30 نوفمبر 2026 الساعة 4:00 م",
				"نراك قريبًا", "ونرجو الحضور قبل الموعد بعشر دقائق.", "/ar/booking/manage/")
		})
		t.Run("Cancelled", func(t *testing.T) {
			m := cancelled[0]
			moved(m, "إلغاء موعدك: Hot Stone Massage يوم الاثنين، 30 نوفمبر 2026",
				"تم إلغاء موعدك", ">ملغى<", "<bdi>تم الإلغاء بطلب منك عبر الموقع.</bdi>")
			if strings.Contains(m.html+m.text, "/booking/manage/") || strings.Contains(m.text, dayspa.GuestCancelReason) {
				t.Error("the cancellation carries a manage link, or the reason in English")
			}
			if m.method != "CANCEL" {
				t.Errorf("cancellation's calendar method %q", m.method)
			}
			ev := event(t, m.ical)
			if ev.GetProperty(ics.ComponentPropertySummary).Value != "Hot Stone Massage في Serenity Day Spa Dubai" ||
				ev.GetProperty(ics.ComponentPropertyStatus).Value != "CANCELLED" {
				t.Errorf("cancellation's calendar:\n%s", m.ical)
			}
		})

		// The kept copy of a sent Arabic message has no token either.
		list, _, err := f.db.ListOutbox(ctx, dayspa.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range list {
			q, err := f.db.OutboxMessage(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			if q.Message.Sent != nil && strings.Contains(q.Message.Sent.Text+q.Message.Sent.HTML, token) {
				t.Errorf("the kept copy of message %d holds the token", m.ID)
			}
			if q.Message.Sent != nil && q.Message.Kind == dayspa.KindConfirmed && q.Booking.ID == ar.ID &&
				!strings.Contains(q.Message.Sent.Text, "/ar/booking/manage/(link sent to the guest)") {
				t.Errorf("the kept Arabic confirmation:\n%s", q.Message.Sent.Text)
			}
		}
	})
}

// A service with an Arabic name is named in Arabic in the Arabic guest's
// messages (subject, text, HTML and the calendar file); the spa's own
// notice and an English booking's messages keep the English name.
func TestSender_ArabicServiceName(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		svc := dayspa.Service{Name: "Swedish Relaxation Massage", NameAr: "المساج السويدي للاسترخاء", Category: "massage",
			Duration: 60, Price: dayspa.AED(320), IsActive: true}
		if err := f.db.CreateService(ctx, &svc); err != nil {
			t.Fatal(err)
		}
		sqlstoretest.QualifyTeam(t, f.db, svc.ID)
		book := func(email, lang string) *dayspa.Booking {
			nb, err := dayspa.BookingRequest{ServiceID: svc.ID, CustomerName: "Layla Haddad", CustomerEmail: email,
				CustomerPhone: "+971 50 123 4567", BookingDate: bookDay.String(), BookingTime: "15:00", Language: lang}.Validate(f.rules, &svc)
			if err != nil {
				t.Fatal(err)
			}
			b, err := f.db.CreateBooking(ctx, nb, f.rules)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		ar, en := book("layla@example.com", "ar"), book("john@example.com", "en")
		f.drain(t, f.sender)
		for _, b := range []*dayspa.Booking{ar, en} {
			if _, err := f.db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed}); err != nil {
				t.Fatal(err)
			}
			f.clock.Add(dayspa.UndoWindow) // a dashboard change is sent once it can no longer be undone
		}
		f.drain(t, f.sender)

		byRecipient := map[string][]email{}
		for _, m := range f.smtp.Messages() {
			m := readEmail(t, m)
			byRecipient[m.to] = append(byRecipient[m.to], m)
		}
		arabic, english, spaNotices := byRecipient["layla@example.com"], byRecipient["john@example.com"], byRecipient["bookings@spa.example"]
		if len(arabic) != 2 || len(english) != 2 || len(spaNotices) != 2 {
			t.Fatalf("%d Arabic, %d English, %d spa messages; want 2 each", len(arabic), len(english), len(spaNotices))
		}
		if arabic[0].subject != "تلقينا طلب حجزك: المساج السويدي للاسترخاء يوم الأحد، 29 نوفمبر 2026" ||
			arabic[1].subject != "تأكيد موعدك: المساج السويدي للاسترخاء يوم الأحد، 29 نوفمبر 2026" {
			t.Errorf("Arabic subjects %q, %q", arabic[0].subject, arabic[1].subject)
		}
		for _, m := range arabic {
			if !strings.Contains(m.text, "العلاج: المساج السويدي للاسترخاء (60 دقيقة)") ||
				!strings.Contains(m.html, "<bdi>المساج السويدي للاسترخاء</bdi> (60 دقيقة)") ||
				strings.Contains(m.text+m.html, svc.Name) {
				t.Errorf("the Arabic message %q does not name the service in Arabic only:\n%s", m.subject, m.text)
			}
		}
		if summary := event(t, arabic[1].ical).GetProperty(ics.ComponentPropertySummary).Value; summary != "المساج السويدي للاسترخاء في Serenity Day Spa Dubai" {
			t.Errorf("Arabic SUMMARY %q", summary)
		}
		for _, m := range append(english, spaNotices...) {
			if !strings.Contains(m.subject, svc.Name) || strings.Contains(m.subject+m.text+m.html, svc.NameAr) {
				t.Errorf("the English message %q does not name the service in English:\n%s", m.subject, m.text)
			}
		}
		if summary := event(t, english[1].ical).GetProperty(ics.ComponentPropertySummary).Value; summary != "Swedish Relaxation Massage at Serenity Day Spa Dubai" {
			t.Errorf("English SUMMARY %q", summary)
		}
		// The dashboard's preview reads the same message.
		list, _, err := f.db.ListOutbox(ctx, dayspa.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range list {
			q, err := f.db.OutboxMessage(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			if q.Booking.ServiceName != svc.Name || q.Booking.ServiceNameAr != svc.NameAr {
				t.Errorf("message %d reads the service as %q / %q", m.ID, q.Booking.ServiceName, q.Booking.ServiceNameAr)
			}
		}
	})
}
