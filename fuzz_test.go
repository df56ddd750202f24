package dayspa_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/dayspa/dayspa"
)

// Fuzz targets of the domain's parsers and validators: every input a
// client controls passes through one of them. Each states what must hold
// for any input, not only that nothing panics. Their seed corpora are in
// testdata/fuzz/<target>; `make fuzz` runs each for FUZZTIME, and a
// crasher it finds is saved there, which makes it a regular test.

var fuzzDubai = func() *time.Location {
	loc, err := time.LoadLocation(dayspa.DefaultTimeZone)
	if err != nil {
		panic(err)
	}
	return loc
}()

// fuzzRules are the booking rules at 08:00 in Dubai on 22 November 2026.
var fuzzRules = dayspa.SlotRules{
	Clock: dayspa.Clock{Location: fuzzDubai, Now: func() time.Time { return time.Date(2026, 11, 22, 8, 0, 0, 0, fuzzDubai) }},
}

var fuzzService = dayspa.Service{ID: 1, Name: "Swedish Massage", Category: dayspa.CategoryMassage, Duration: 60,
	Price: dayspa.AED(450), IsActive: true}

// decodeStrict decodes one JSON object as the server does: unknown fields
// refused, nothing after it.
func decodeStrict(data []byte, dst any) bool {
	if !utf8.Valid(data) {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if dec.Decode(dst) != nil {
		return false
	}
	var rest json.RawMessage
	return dec.Decode(&rest) != nil
}

// assertRefusal checks that a validator's error is the domain's EINVALID
// with a message for at least one field.
func assertRefusal(t *testing.T, err error) {
	t.Helper()
	if code := dayspa.ErrorCode(err); code != dayspa.EINVALID {
		t.Fatalf("refusal with code %q, want %q: %v", code, dayspa.EINVALID, err)
	}
	if len(dayspa.ErrorFields(err)) == 0 || dayspa.ErrorMessage(err) == "" {
		t.Fatalf("refusal without field messages: %v", err)
	}
}

// assertText checks that an accepted text field is text a person typed.
func assertText(t *testing.T, field, s string, multiline bool, maxRunes int) {
	t.Helper()
	if !dayspa.ValidText(s, multiline) {
		t.Fatalf("%s accepted with hidden characters: %q", field, s)
	}
	if n := utf8.RuneCountInString(s); n > maxRunes {
		t.Fatalf("%s accepted with %d characters, over %d", field, n, maxRunes)
	}
	if s != strings.TrimSpace(s) {
		t.Fatalf("%s accepted untrimmed: %q", field, s)
	}
}

func FuzzParseMoney(f *testing.F) {
	for _, s := range []string{"350", "350.5", "350.50", "0", "0.01", " 12.30 ", "1e3", "-1", "1.234", ".5", "5.",
		"9999999999999", "99999999999999", "١٢٣", "+5", "0x10", "1_000", "NaN", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := dayspa.ParseMoney(s)
		if err != nil {
			return
		}
		if m < 0 {
			t.Fatalf("ParseMoney(%q) = %d: negative", s, m)
		}
		text := m.String()
		if back, err := dayspa.ParseMoney(text); err != nil || back != m {
			t.Fatalf("ParseMoney(%q) = %s, which reads back as %d, %v", s, text, back, err)
		}
		if i := strings.IndexByte(text, '.'); i < 0 || len(text)-i != 3 {
			t.Fatalf("%d prints as %q, want two decimals", m, text)
		}
		// A JSON string of the same text decodes to the same amount.
		raw, _ := json.Marshal(s)
		var j dayspa.Money
		if err := json.Unmarshal(raw, &j); err != nil || j != m {
			t.Fatalf("JSON %s = %d, %v; ParseMoney says %d", raw, j, err, m)
		}
	})
}

func FuzzParsePercent(f *testing.F) {
	for _, s := range []string{"40", "40.5", "100", "100.01", "0", "-1", "", "abc", "12.345"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := dayspa.ParsePercent(s)
		if err != nil {
			return
		}
		if p < 0 || p > dayspa.Percent(dayspa.AED(100)) {
			t.Fatalf("ParsePercent(%q) = %s: out of 0 to 100", s, p)
		}
		if back, err := dayspa.ParsePercent(p.String()); err != nil || back != p {
			t.Fatalf("ParsePercent(%q) = %s, which reads back as %s, %v", s, p, back, err)
		}
	})
}

func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-11-29", "2026-02-29", "2028-02-29", "2026-13-01", "2026-1-1", "26-11-29",
		"2026-11-29T10:00:00+04:00", "2026-11-28T20:30:00Z", "2026-11-29T10:00:00.123456789-12:00", "0000-01-01",
		"9999-12-31T23:59:59+14:00", "2026-11-29\x00", " 2026-11-29", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d, err := dayspa.ParseDate(s); err == nil && d.String() != s {
			t.Fatalf("ParseDate(%q) = %s: not the same day", s, d)
		}
		d, err := dayspa.ParseCalendarDate(s, fuzzDubai)
		if err != nil {
			return
		}
		back, err := dayspa.ParseDate(d.String())
		if err != nil || back != d {
			t.Fatalf("ParseCalendarDate(%q) = %+v, not a calendar day (%v)", s, d, err)
		}
	})
}

func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"09:00", "21:00", "22:00", "24:00", "24:01", "08:00", "9:00", "10:30", "10:00 ", "１０:００", "23:60", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, ok := dayspa.ParseClock(s)
		if !ok {
			return
		}
		if dayspa.FormatClock(m) != s || m < 0 || m > dayspa.MinutesPerDay {
			t.Fatalf("ParseClock(%q) = %d: not a time of the day written HH:MM", s, m)
		}
	})
}

func FuzzValidText(f *testing.F) {
	for _, s := range []string{"Layla Haddad", "ليلى حداد", "लैला", "Zoë\u200dJane", "line\nbreak", "tab\there",
		"nul\x00", "esc\x1b[31m", "del\x7f", "c1\u0085", "bidi\u202eevil", "iso\u2066x\u2069", "sep\u2028",
		"\ufffd", "\xff\xfe", "\ufdd0", "\U0001fffe", "   ", "\u200b\u200b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		one, multi := dayspa.ValidText(s, dayspa.OneLine), dayspa.ValidText(s, dayspa.MultiLine)
		if one && !multi {
			t.Fatalf("%q passes as one line but not as several", s)
		}
		_ = dayspa.VisibleLen(s)
		if !multi {
			return
		}
		if !utf8.ValidString(s) {
			t.Fatalf("%q passes but is not UTF-8", s)
		}
		for _, r := range s {
			switch {
			case r == '\n' || r == '\r' || r == '\t' || r == '\u2028' || r == '\u2029':
				if one {
					t.Fatalf("%q passes as one line with a line break or tab %U", s, r)
				}
			case r < 0x20 || (r >= 0x7f && r <= 0x9f), r == utf8.RuneError,
				r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069,
				r >= 0xfdd0 && r <= 0xfdef, r&0xfffe == 0xfffe:
				t.Fatalf("%q passes with %U", s, r)
			}
		}
	})
}

func FuzzBookingRequest(f *testing.F) {
	for _, s := range []string{
		`{"serviceId":1,"customerName":"Layla Haddad","customerEmail":"layla@example.ae","customerPhone":"+971 50 123 4567","bookingDate":"2026-11-29","bookingTime":"10:00"}`,
		`{"serviceId":1,"customerName":"Layla\u0000","customerEmail":"layla@example.ae","customerPhone":"+971501234567","bookingDate":"2026-11-29","bookingTime":"10:00","specialRequests":"quiet\u202eroom"}`,
		`{"serviceId":1,"customerName":"\u202eLayla","customerEmail":"LAYLA@EXAMPLE.AE ","customerPhone":"0501234567","bookingDate":"2026-11-29T22:00:00Z","bookingTime":"21:00","totalAmount":"1.00"}`,
		`{"serviceId":"1"}`, `{"serviceId":1e400}`, `{"totalAmount":{"a":1}}`, `{"bookingDate":"2027-02-21"}`, `[]`, `null`,
		`{"serviceId":1,"customerName":"\ud800","customerEmail":"a@b.c","customerPhone":"+971 50 123 4567","bookingDate":"2026-11-22","bookingTime":"09:00"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var req dayspa.BookingRequest
		if !decodeStrict(data, &req) {
			return
		}
		svc := fuzzService
		nb, err := req.Validate(fuzzRules, &svc)
		if err != nil {
			assertRefusal(t, err)
			return
		}
		assertText(t, "customerName", nb.CustomerName, dayspa.OneLine, 100)
		assertText(t, "specialRequests", nb.SpecialRequests, dayspa.MultiLine, 1000)
		if !dayspa.ValidEmail(nb.CustomerEmail) || nb.CustomerEmail != strings.ToLower(nb.CustomerEmail) {
			t.Fatalf("customerEmail accepted: %q", nb.CustomerEmail)
		}
		if m, ok := dayspa.ParseClock(nb.Time); !ok || m != nb.Minute || !fuzzRules.OnGrid(m) || !fuzzRules.InHorizon(nb.Date) {
			t.Fatalf("accepted at %s %s", nb.Date, nb.Time)
		}
		if nb.Service.ID != svc.ID || nb.Service.Price != svc.Price || nb.Service.Duration != svc.Duration {
			t.Fatalf("service %+v accepted, not the one asked for", nb.Service)
		}
	})
}

func FuzzContactMessage(f *testing.F) {
	for _, s := range []string{
		`{"name":"Layla","email":"layla@example.ae","message":"Do you have a hammam on Fridays?"}`,
		`{"name":"Layla","email":"layla@example.ae","phone":"+971 4 123 4567","message":"line one\nline two\ttab"}`,
		`{"name":"La\u0000yla","email":"layla@example.ae","message":"\u001b[2J cleared the screen"}`,
		`{"name":"Layla","email":"layla@example.ae","message":"          \u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var in struct {
			Name, Email, Phone, Message string
		}
		if !decodeStrict(data, &in) {
			return
		}
		m := dayspa.ContactMessage{Name: in.Name, Email: in.Email, Phone: in.Phone, Message: in.Message}
		if err := m.Validate(); err != nil {
			assertRefusal(t, err)
			return
		}
		assertText(t, "name", m.Name, dayspa.OneLine, 100)
		assertText(t, "message", m.Message, dayspa.MultiLine, 5000)
		assertText(t, "phone", m.Phone, dayspa.OneLine, 30)
		if dayspa.VisibleLen(m.Message) < 10 || !dayspa.ValidEmail(m.Email) {
			t.Fatalf("accepted %+v", m)
		}
	})
}

func FuzzSubscriberEmail(f *testing.F) {
	for _, s := range []string{"reader@example.ae", " Reader@Example.AE ", "a@b", "@example.ae", "a b@example.ae",
		"reader@example.ae\x00", "\"quoted\"@example.ae", "reader@xn--mgbh0fb.ae", "ليلى@example.ae"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		email, err := dayspa.ValidateSubscriberEmail(s)
		if err != nil {
			assertRefusal(t, err)
			return
		}
		if !dayspa.ValidEmail(email) || email != strings.ToLower(strings.TrimSpace(email)) || !dayspa.ValidText(email, dayspa.OneLine) {
			t.Fatalf("ValidateSubscriberEmail(%q) = %q", s, email)
		}
	})
}

func FuzzServiceWrite(f *testing.F) {
	for _, s := range []string{
		`{"name":"Hot Stone Massage","description":"Warm basalt stones.","category":"Massage Therapy","duration":90,"price":"480.00","isActive":true}`,
		`{"price":480.5}`, `{"price":"-1"}`, `{"price":"100000.01"}`, `{"duration":14}`, `{"duration":781}`,
		`{"name":"\u202eegassaM"}`, `{"category":"Yoga"}`, `{"description":"two\nlines"}`, `{"price":1e2}`,
		`{"nameAr":"مساج العود الملكي","descriptionAr":"زيت العود الدافئ.\nلمسات طويلة."}`,
		`{"nameAr":"\u202eمساج"}`, `{"nameAr":"ع"}`, `{"nameAr":"\u200b\u200f"}`, `{"descriptionAr":"\u0000"}`, `{"nameAr":"","descriptionAr":""}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var u dayspa.ServiceUpdate
		if !decodeStrict(data, &u) {
			return
		}
		svc := fuzzService
		u.Apply(&svc)
		if err := svc.Validate(); err != nil {
			assertRefusal(t, err)
			return
		}
		assertText(t, "name", svc.Name, dayspa.OneLine, 100)
		assertText(t, "description", svc.Description, dayspa.MultiLine, 1000)
		assertText(t, "nameAr", svc.NameAr, dayspa.OneLine, 100)
		assertText(t, "descriptionAr", svc.DescriptionAr, dayspa.MultiLine, 1000)
		if svc.NameAr != "" && dayspa.VisibleLen(svc.NameAr) < 2 || svc.DescriptionAr != "" && dayspa.VisibleLen(svc.DescriptionAr) == 0 {
			t.Fatalf("accepted Arabic in which too little shows: %q, %q", svc.NameAr, svc.DescriptionAr)
		}
		if svc.Price < 0 || svc.Price > dayspa.AED(100000) || svc.Duration < dayspa.MinServiceDuration || svc.Duration > dayspa.MaxServiceDuration {
			t.Fatalf("accepted %+v", svc)
		}
	})
}

func FuzzIncomeWrite(f *testing.F) {
	for _, s := range []string{
		`{"transactionDate":"2026-11-22","source":"Walk-in","customerName":"Layla","serviceName":"Swedish Massage","serviceCategory":"Massage Therapy","therapistName":"Maya","cashAmount":"350","visaAmount":"0","commissionPercentage":"40"}`,
		`{"cashAmount":350.5,"visaAmount":"","tipsCashAmount":"20"}`, `{"cashAmount":"-5"}`, `{"cashAmount":true}`,
		`{"commissionPercentage":"100.01"}`, `{"notes":"a\u0000b"}`, `{"therapistName":"Ma\u202eya"}`,
		`{"transactionDate":"2026-11-22T23:30:00Z"}`, `{"cashAmount":"99999999999999"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var in dayspa.IncomeInput
		if !decodeStrict(data, &in) {
			return
		}
		u, err := in.Parse(fuzzDubai)
		if err != nil {
			assertRefusal(t, err)
			return
		}
		tx, err := dayspa.NewIncomeTransaction(u)
		if err != nil {
			assertRefusal(t, err)
			return
		}
		for name, m := range map[string]dayspa.Money{"cash": tx.CashAmount, "visa": tx.VisaAmount, "tips cash": tx.TipsCashAmount,
			"tips card": tx.TipsCardAmount} {
			if m < 0 {
				t.Fatalf("%s accepted negative: %s", name, m)
			}
		}
		for name, s := range map[string]string{"customerName": tx.CustomerName, "serviceName": tx.ServiceName, "therapistName": tx.TherapistName} {
			if !dayspa.ValidText(s, dayspa.OneLine) {
				t.Fatalf("%s accepted with hidden characters: %q", name, s)
			}
		}
		if !dayspa.ValidText(tx.Notes, dayspa.MultiLine) {
			t.Fatalf("notes accepted with hidden characters: %q", tx.Notes)
		}
	})
}

func FuzzReportRequest(f *testing.F) {
	for _, s := range []string{
		`{"startDate":"2026-11-01","endDate":"2026-11-30","reportType":"income","format":"pdf"}`,
		`{"startDate":"2026-11-30","endDate":"2026-11-01"}`, `{"format":" CSV "}`, `{"format":"exe"}`,
		`{"reportType":"payroll"}`, `{"startDate":"2026-11-28T20:30:00Z"}`, `{"endDate":"2026-02-30"}`,
		`{"startDate":"2026-11-01\u0000"}`, `{}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var req dayspa.ReportRequest
		if !decodeStrict(data, &req) {
			return
		}
		rep, err := req.Parse(dayspa.NewClock(fuzzDubai))
		if err != nil {
			assertRefusal(t, err)
			return
		}
		switch rep.Format {
		case dayspa.ReportHTML, dayspa.ReportPDF, dayspa.ReportCSV:
		default:
			t.Fatalf("%s accepted with format %q", data, rep.Format)
		}
		if rep.From != nil && rep.To != nil && rep.To.Before(*rep.From) {
			t.Fatalf("%s accepted with its end %s before its start %s", data, rep.To, rep.From)
		}
		for _, d := range []*dayspa.Date{rep.From, rep.To} {
			if d == nil {
				continue
			}
			if today := dayspa.NewClock(fuzzDubai).Today(); !dayspa.InRecordWindow(*d, today) {
				t.Fatalf("%s accepted with %s, outside the record window", data, d)
			}
			if back, err := dayspa.ParseDate(d.String()); err != nil || back != *d {
				t.Fatalf("%s accepted with %+v, not a calendar day (%v)", data, d, err)
			}
		}
	})
}

// FuzzEntitlementCode: whatever is typed as a code, it is refused with a
// field message, or read into the written form, which reads back as
// itself and whose every single changed character is refused.
func FuzzEntitlementCode(f *testing.F) {
	for _, s := range []string{dayspa.NewEntitlementCode(), "abcd-efgh-jkmn-pqrs-t", "IOLU-0000-0000-0000-0", "", "----", "ÀÀÀÀ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		code, err := dayspa.ParseEntitlementCode(s)
		if err != nil {
			assertRefusal(t, err)
			return
		}
		if len(code) != 21 || strings.Count(code, "-") != 4 || strings.ToUpper(code) != code {
			t.Fatalf("%q read as %q, not XXXX-XXXX-XXXX-XXXX-C", s, code)
		}
		if back, err := dayspa.ParseEntitlementCode(code); err != nil || back != code {
			t.Fatalf("%q reads back as %q, %v", code, back, err)
		}
		for i, r := range code {
			if r == '-' || i == len(code)-1 {
				continue
			}
			other := byte('X')
			if code[i] == 'X' {
				other = 'Y'
			}
			typo := code[:i] + string(other) + code[i+1:]
			if _, err := dayspa.ParseEntitlementCode(typo); err == nil {
				t.Fatalf("%q taken although %q is the valid code", typo, code)
			}
		}
	})
}
