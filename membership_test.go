package dayspa

import (
	"testing"
	"time"
)

func TestNextMonth(t *testing.T) {
	for in, want := range map[Date]Date{
		{2026, time.November, 22}: {2026, time.December, 22},
		{2026, time.December, 31}: {2027, time.January, 31},
		{2027, time.January, 31}:  {2027, time.February, 28},
		{2028, time.January, 30}:  {2028, time.February, 29},
		{2026, time.August, 31}:   {2026, time.September, 30},
	} {
		if got := nextMonth(in); got != want {
			t.Errorf("nextMonth(%s) = %s, want %s", in, got, want)
		}
	}
}

// TestRenew: a membership's month adds its credits to what is left and
// moves its last day a month on, as a sale entry; a package, an ended
// membership and a payment that is not cash or card are refused and
// change nothing.
func TestRenew(t *testing.T) {
	today := Date{2026, time.December, 1}
	member := Entitlement{Kind: KindMembership, Sessions: 2, Balance: 1, Status: EntitlementActive, ExpiresOn: Date{2026, time.December, 20}}
	e := member
	entry, paid, err := e.Renew(RenewInput{PaidBy: "cash"}, today, "Mariam")
	if err != nil {
		t.Fatal(err)
	}
	if e.Balance != 3 || e.ExpiresOn != (Date{2027, time.January, 20}) || paid != PayCash {
		t.Fatalf("renewed %+v paid %s", e, paid)
	}
	if entry.Kind != EntrySale || entry.Units != 2 || entry.Day != today || entry.By != "Mariam" || entry.Reason != "Renewed until 2027-01-20" {
		t.Fatalf("entry %+v", entry)
	}
	pkg, ended := member, member
	pkg.Kind, ended.ExpiresOn = KindPackage, Date{2026, time.November, 30}
	for name, c := range map[string]struct {
		e    Entitlement
		in   RenewInput
		code string
	}{
		"package": {pkg, RenewInput{PaidBy: "card"}, MsgRenewKind.Code},
		"ended":   {ended, RenewInput{PaidBy: "card"}, MsgRenewExpired.Code},
		"voucher": {member, RenewInput{PaidBy: "voucher"}, MsgCheckFields.Code},
	} {
		before := c.e
		if _, _, err := c.e.Renew(c.in, today, "Mariam"); ErrorMsgCode(err) != c.code || c.e != before {
			t.Errorf("%s: %v (entitlement %+v); want %s and no change", name, err, c.e, c.code)
		}
	}
}
