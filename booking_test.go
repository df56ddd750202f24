package dayspa_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestBookingRequest_Validate(t *testing.T) {
	rules := rulesAt(t, "2026-11-22 08:00")
	active := massage60
	inactive := massage60
	inactive.IsActive = false
	ok := dayspa.BookingRequest{
		ServiceID:     massage60.ID,
		CustomerName:  " Layla Haddad ",
		CustomerEmail: " Layla@Example.AE ",
		CustomerPhone: "+971 50 123 4567",
		BookingDate:   "2026-11-29",
		BookingTime:   "10:00",
	}
	tests := []struct {
		name  string
		edit  func(r *dayspa.BookingRequest)
		svc   *dayspa.Service
		field string // "" = valid
		msg   string
	}{
		{"OK", func(r *dayspa.BookingRequest) {}, &active, "", ""},
		{"OKDateTimeInDubai", func(r *dayspa.BookingRequest) { r.BookingDate = "2026-11-28T20:30:00Z" }, &active, "", ""},
		{"OKTotalAmountText", func(r *dayspa.BookingRequest) { n := dayspa.Number(`" 450.00 "`); r.TotalAmount = &n }, &active, "", ""},
		{"ErrTotalAmountText", func(r *dayspa.BookingRequest) { n := dayspa.Number(`"free"`); r.TotalAmount = &n }, &active, "totalAmount", dayspa.MsgNumber.Text},
		{"ErrTotalAmountObject", func(r *dayspa.BookingRequest) { n := dayspa.Number(`{"value":1}`); r.TotalAmount = &n }, &active, "totalAmount", dayspa.MsgNumber.Text},
		{"ErrServiceMissing", func(r *dayspa.BookingRequest) { r.ServiceID = 0 }, nil, "serviceId", dayspa.MsgService.Text},
		{"ErrServiceUnknown", func(r *dayspa.BookingRequest) { r.ServiceID = 99 }, nil, "serviceId", dayspa.MsgService.Text},
		{"ErrServiceInactive", func(r *dayspa.BookingRequest) {}, &inactive, "serviceId", dayspa.MsgServiceClosed.Text},
		{"OKEntitlementCode", func(r *dayspa.BookingRequest) { r.EntitlementCode = " 0kp9 bfwm jmw5 2tjk g " }, &active, "", ""},
		{"ErrEntitlementCodeShort", func(r *dayspa.BookingRequest) { r.EntitlementCode = "0KP9-BFWM" }, &active, "entitlementCode", dayspa.MsgEntitlementCodeFormat.Text},
		{"ErrNameShort", func(r *dayspa.BookingRequest) { r.CustomerName = " L " }, &active, "customerName", dayspa.MsgName.Text},
		{"ErrNameLong", func(r *dayspa.BookingRequest) { r.CustomerName = strings.Repeat("a", 101) }, &active, "customerName", "Name must be at most 100 characters."},
		{"ErrEmail", func(r *dayspa.BookingRequest) { r.CustomerEmail = "layla@" }, &active, "customerEmail", dayspa.MsgEmail.Text},
		{"ErrPhoneShort", func(r *dayspa.BookingRequest) { r.CustomerPhone = "050 123" }, &active, "customerPhone", dayspa.MsgPhone.Text},
		{"ErrPhoneLetters", func(r *dayspa.BookingRequest) { r.CustomerPhone = "call me maybe" }, &active, "customerPhone", dayspa.MsgPhone.Text},
		{"ErrDateMissing", func(r *dayspa.BookingRequest) { r.BookingDate = " " }, &active, "bookingDate", dayspa.MsgBookingDate.Text},
		{"ErrDateGarbled", func(r *dayspa.BookingRequest) { r.BookingDate = "29/11/2026" }, &active, "bookingDate", dayspa.MsgBookingDate.Text},
		{"ErrDateYesterday", func(r *dayspa.BookingRequest) { r.BookingDate = "2026-11-21" }, &active, "bookingDate", dayspa.MsgDateRange.Text},
		{"OKDay90", func(r *dayspa.BookingRequest) { r.BookingDate = "2027-02-20" }, &active, "", ""},
		{"ErrDay91", func(r *dayspa.BookingRequest) { r.BookingDate = "2027-02-21" }, &active, "bookingDate", dayspa.MsgDateRange.Text},
		{"ErrTimeMissing", func(r *dayspa.BookingRequest) { r.BookingTime = "" }, &active, "bookingTime", dayspa.MsgBookingTime.Text},
		{"ErrTimeOffGrid", func(r *dayspa.BookingRequest) { r.BookingTime = "10:30" }, &active, "bookingTime", dayspa.MsgTimeSlot.Text},
		{"ErrTimeNotATime", func(r *dayspa.BookingRequest) { r.BookingTime = "25:00" }, &active, "bookingTime", dayspa.MsgTimeSlot.Text},
		{"FemalePreference", func(r *dayspa.BookingRequest) { r.Preference = "female" }, &active, "", ""},
		{"ErrPreference", func(r *dayspa.BookingRequest) { r.Preference = "woman" }, &active, "preference", dayspa.MsgPreference.Text},
		{"LanguageArabic", func(r *dayspa.BookingRequest) { r.Language = "ar" }, &active, "", ""},
		{"LanguageEnglish", func(r *dayspa.BookingRequest) { r.Language = "en" }, &active, "", ""},
		{"ErrLanguage", func(r *dayspa.BookingRequest) { r.Language = "fr" }, &active, "language", dayspa.MsgLanguage.Text},
		{"ErrLanguageRegion", func(r *dayspa.BookingRequest) { r.Language = "ar-AE" }, &active, "language", dayspa.MsgLanguage.Text},
		{"ErrSpecialRequestsLong", func(r *dayspa.BookingRequest) { r.SpecialRequests = strings.Repeat("x", 1001) }, &active, "specialRequests", "Special requests must be at most 1000 characters."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ok
			tt.edit(&r)
			nb, err := r.Validate(rules, tt.svc)
			if tt.field == "" {
				if err != nil {
					t.Fatalf("Validate: %v", err)
				}
				if nb.CustomerName != "Layla Haddad" || nb.CustomerEmail != "layla@example.ae" || nb.Service.ID != massage60.ID {
					t.Errorf("not normalized: %+v", nb)
				}
				if want := at(r.BookingTime); nb.Minute != want {
					t.Errorf("Minute = %d, want %d", nb.Minute, want)
				}
				return
			}
			if code := dayspa.ErrorCode(err); code != dayspa.EINVALID {
				t.Fatalf("code = %q, want %q (err %v)", code, dayspa.EINVALID, err)
			}
			fields := dayspa.ErrorFields(err)
			if fields[tt.field] != tt.msg || len(fields) != 1 {
				t.Errorf("fields = %v, want only %s: %q", fields, tt.field, tt.msg)
			}
		})
	}
	t.Run("Language", func(t *testing.T) {
		for in, want := range map[string]dayspa.Language{"": dayspa.English, "en": dayspa.English, "ar": dayspa.Arabic, " ar ": dayspa.Arabic} {
			r := ok
			r.Language = in
			nb, err := r.Validate(rules, &active)
			if err != nil || nb.Language != want {
				t.Errorf("language %q: %q, %v; want %q", in, nb.Language, err, want)
			}
		}
	})
	t.Run("DateTimeMapsToDubaiDay", func(t *testing.T) {
		r := ok
		r.BookingDate = "2026-11-28T20:30:00Z" // 00:30 on the 29th in Dubai
		nb, err := r.Validate(rules, &active)
		if err != nil || nb.Date != mustDate(t, "2026-11-29") {
			t.Errorf("Date = %v, %v; want 2026-11-29", nb.Date, err)
		}
	})
}

func TestValidateAvailability(t *testing.T) {
	rules := rulesAt(t, "2026-11-22 08:00")
	active := massage60
	inactive := massage60
	inactive.IsActive = false
	tests := []struct {
		name   string
		date   string
		id     int64
		svc    *dayspa.Service
		want   string
		fields map[string]string
	}{
		{"OK", "2026-11-29", 1, &active, "2026-11-29", nil},
		{"OKToday", "2026-11-22", 1, &active, "2026-11-22", nil},
		{"OKLastDay", "2027-02-20", 1, &active, "2027-02-20", nil},
		{"OKDateTime", "2026-11-28T20:30:00Z", 1, &active, "2026-11-29", nil},
		// Only the days a visitor may book: a question about any other
		// day has no answer worth its work.
		{"ErrYesterday", "2026-11-21", 1, &active, "", map[string]string{"date": dayspa.MsgDateRange.Text}},
		{"ErrDay91", "2027-02-21", 1, &active, "", map[string]string{"date": dayspa.MsgDateRange.Text}},
		{"ErrLastDayOfTime", "9999-12-31", 1, &active, "", map[string]string{"date": dayspa.MsgDateRange.Text}},
		{"ErrYearOne", "0001-01-01", 1, &active, "", map[string]string{"date": dayspa.MsgDateRange.Text}},
		{"ErrDateMissing", "", 1, &active, "", map[string]string{"date": dayspa.MsgBookingDate.Text}},
		{"ErrDateBad", "2026-02-30", 1, &active, "", map[string]string{"date": dayspa.MsgBookingDate.Text}},
		{"ErrServiceMissing", "2026-11-29", 0, nil, "", map[string]string{"serviceId": dayspa.MsgService.Text}},
		{"ErrServiceUnknown", "2026-11-29", 42, nil, "", map[string]string{"serviceId": dayspa.MsgService.Text}},
		{"ErrServiceInactive", "2026-11-29", 1, &inactive, "", map[string]string{"serviceId": dayspa.MsgServiceClosed.Text}},
		{"ErrBoth", "x", 0, nil, "", map[string]string{"date": dayspa.MsgBookingDate.Text, "serviceId": dayspa.MsgService.Text}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := dayspa.ValidateAvailability(tt.date, tt.id, tt.svc, rules)
			if tt.fields == nil {
				if err != nil || d.String() != tt.want {
					t.Fatalf("got %v, %v; want %s", d, err, tt.want)
				}
				return
			}
			if dayspa.ErrorCode(err) != dayspa.EINVALID {
				t.Fatalf("err = %v, want EINVALID", err)
			}
			got := dayspa.ErrorFields(err)
			if len(got) != len(tt.fields) {
				t.Fatalf("fields = %v, want %v", got, tt.fields)
			}
			for k, v := range tt.fields {
				if got[k] != v {
					t.Errorf("fields[%s] = %q, want %q", k, got[k], v)
				}
			}
		})
	}
}

func TestValidateMonthAvailability(t *testing.T) {
	rules := rulesAt(t, "2026-11-22 08:00")
	active := massage60
	inactive := massage60
	inactive.IsActive = false
	tests := []struct {
		name        string
		month       string
		id          int64
		svc         *dayspa.Service
		first, last string
		fields      map[string]string
	}{
		{"OK", "2026-11", 1, &active, "2026-11-01", "2026-11-30", nil},
		{"OKSpaces", " 2026-12 ", 1, &active, "2026-12-01", "2026-12-31", nil},
		{"OKHorizonsMonth", "2027-02", 1, &active, "2027-02-01", "2027-02-28", nil},
		// Only months that hold a day a visitor may book (today 2026-11-22
		// up to 2027-02-20).
		{"ErrLastMonth", "2026-10", 1, &active, "", "", map[string]string{"month": dayspa.MsgMonthRange.Text}},
		{"ErrPastHorizon", "2027-03", 1, &active, "", "", map[string]string{"month": dayspa.MsgMonthRange.Text}},
		{"ErrLastMonthOfTime", "9999-12", 1, &active, "", "", map[string]string{"month": dayspa.MsgMonthRange.Text}},
		{"ErrMonthMissing", "", 1, &active, "", "", map[string]string{"month": dayspa.MsgMonth.Text}},
		{"ErrMonthBad", "2026-13", 1, &active, "", "", map[string]string{"month": dayspa.MsgMonth.Text}},
		{"ErrMonthIsADate", "2026-11-02", 1, &active, "", "", map[string]string{"month": dayspa.MsgMonth.Text}},
		{"ErrServiceUnknown", "2026-11", 42, nil, "", "", map[string]string{"serviceId": dayspa.MsgService.Text}},
		{"ErrServiceInactive", "2026-11", 1, &inactive, "", "", map[string]string{"serviceId": dayspa.MsgServiceClosed.Text}},
		// Only the fields the question has: no "date".
		{"ErrBoth", "x", 0, nil, "", "", map[string]string{"month": dayspa.MsgMonth.Text, "serviceId": dayspa.MsgService.Text}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			first, last, err := dayspa.ValidateMonthAvailability(tt.month, tt.id, tt.svc, rules)
			if tt.fields == nil {
				if err != nil || first.String() != tt.first || last.String() != tt.last {
					t.Fatalf("got %v..%v, %v; want %s..%s", first, last, err, tt.first, tt.last)
				}
				return
			}
			if dayspa.ErrorCode(err) != dayspa.EINVALID {
				t.Fatalf("err = %v, want EINVALID", err)
			}
			if got := dayspa.ErrorFields(err); !reflect.DeepEqual(got, tt.fields) {
				t.Errorf("fields = %v, want %v", got, tt.fields)
			}
		})
	}
}

func TestGuestLimit_Check(t *testing.T) {
	for _, tt := range []struct {
		name    string
		limit   dayspa.GuestLimit
		pending int
		want    string // "" = allowed
	}{
		{"Off", dayspa.GuestLimit{}, 50, ""},
		{"Under", dayspa.GuestLimit{PerDay: 3}, 2, ""},
		{"At", dayspa.GuestLimit{PerDay: 3, Phone: "+971 4 123 4567", WhatsApp: "971501234567"}, 3,
			"You already have 3 pending booking requests for that day. Please call +971 4 123 4567 or message us on WhatsApp at +971501234567 to book more."},
		{"Over", dayspa.GuestLimit{PerDay: 3, Phone: "+971 4 123 4567"}, 7,
			"You already have 3 pending booking requests for that day. Please call +971 4 123 4567 to book more."},
		{"OneWhatsAppOnly", dayspa.GuestLimit{PerDay: 1, WhatsApp: "+971 50 123 4567"}, 1,
			"You already have 1 pending booking request for that day. Please message us on WhatsApp at +971501234567 to book more."},
		{"NoContact", dayspa.GuestLimit{PerDay: 2}, 2,
			"You already have 2 pending booking requests for that day. Please contact the spa to book more."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.limit.Check(tt.pending)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("Check(%d) = %v, want nil", tt.pending, err)
				}
				return
			}
			if dayspa.ErrorCode(err) != dayspa.ETOOMANY || dayspa.ErrorMessage(err) != tt.want {
				t.Errorf("Check(%d) = %v %q, want ETOOMANY %q", tt.pending, dayspa.ErrorCode(err), dayspa.ErrorMessage(err), tt.want)
			}
		})
	}
}

// TestBookingStatus_CheckStarted: a booking is marked completed or a
// no-show only once its appointment has started on the spa's clock; the
// other moves do not depend on the time.
func TestBookingStatus_CheckStarted(t *testing.T) {
	dubai := rulesAt(t, "2026-11-22 08:00").Clock.Location
	start := time.Date(2026, 12, 16, 15, 0, 0, 0, dubai)
	tests := []struct {
		name string
		next dayspa.BookingStatus
		now  time.Time
		ok   bool
	}{
		{"CompletedTwentyFourDaysAhead", dayspa.StatusCompleted, time.Date(2026, 11, 22, 8, 0, 0, 0, dubai), false},
		{"CompletedAMinuteBefore", dayspa.StatusCompleted, start.Add(-time.Minute), false},
		{"CompletedAtTheStart", dayspa.StatusCompleted, start, true},
		{"CompletedAfter", dayspa.StatusCompleted, start.Add(2 * time.Hour), true},
		{"NoShowBefore", dayspa.StatusNoShow, start.Add(-time.Second), false},
		{"NoShowAfter", dayspa.StatusNoShow, start.Add(time.Minute), true},
		{"NoShowStartInUTC", dayspa.StatusNoShow, start.UTC(), true},
		{"ConfirmedAhead", dayspa.StatusConfirmed, start.AddDate(0, 0, -24), true},
		{"CancelledAhead", dayspa.StatusCancelled, start.AddDate(0, 0, -24), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.next.CheckStarted(start, tt.now)
			if tt.ok {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if dayspa.ErrorCode(err) != dayspa.ECONFLICT || dayspa.ErrorMessage(err) != dayspa.MsgNotStarted.Text {
				t.Fatalf("got %v, want ECONFLICT %q", err, dayspa.MsgNotStarted.Text)
			}
		})
	}
}
