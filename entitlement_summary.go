package dayspa

import "net/url"

// The accountant's two figures of the entitlements for a period:
//   - the liability: what is still owed to holders at the end of the
//     period's last day, the sum of every ledger's entries up to then;
//   - the breakage: what expired unused during the period, the sum of the
//     expiry entries dated in it.
//
// A gift card's figures are its fils. A package's or membership's are its
// sessions and their worth at the price paid per session (price × sessions
// left ÷ sessions bought, to the fils), since the spa owes the treatments
// and was paid that much for them.

// EntitlementStanding is one entitlement's share of the figures.
type EntitlementStanding struct {
	Kind     EntitlementKind
	Price    Money
	Sessions int64 // bought (package, membership)
	Owed     int64 // balance at the end of the period, in its unit
	Expired  int64 // what expiry entries of the period took, in its unit (≥ 0)
}

// EntitlementFigures are the figures of one kind. Sessions are 0 for gift
// cards.
type EntitlementFigures struct {
	Count           int   `json:"count"` // entitlements still owing something at the end
	OwedAmount      Money `json:"owedAmount"`
	OwedSessions    int64 `json:"owedSessions"`
	ExpiredAmount   Money `json:"expiredAmount"`
	ExpiredSessions int64 `json:"expiredSessions"`
}

// EntitlementSummary is the liability and breakage of a period, by kind
// and in all.
type EntitlementSummary struct {
	From         Date                                   `json:"from"`
	To           Date                                   `json:"to"`
	Kinds        map[EntitlementKind]EntitlementFigures `json:"kinds"`
	OwedTotal    Money                                  `json:"owedTotal"`
	ExpiredTotal Money                                  `json:"expiredTotal"`
}

// worth is what n units of an entitlement of s's kind are worth.
func (s EntitlementStanding) worth(n int64) Money {
	if s.Kind.InFils() {
		return Money(n)
	}
	if s.Sessions <= 0 {
		return 0
	}
	return MulRatio(s.Price, n, s.Sessions)
}

// SummarizeEntitlements adds the standings up into the period's figures.
func SummarizeEntitlements(from, to Date, standings []EntitlementStanding) EntitlementSummary {
	sum := EntitlementSummary{From: from, To: to, Kinds: map[EntitlementKind]EntitlementFigures{}}
	for _, k := range EntitlementKinds {
		sum.Kinds[k] = EntitlementFigures{}
	}
	for _, s := range standings {
		f := sum.Kinds[s.Kind]
		if s.Owed > 0 {
			f.Count++
		}
		owed, expired := s.worth(s.Owed), s.worth(s.Expired)
		f.OwedAmount += owed
		f.ExpiredAmount += expired
		if !s.Kind.InFils() {
			f.OwedSessions += s.Owed
			f.ExpiredSessions += s.Expired
		}
		sum.Kinds[s.Kind] = f
		sum.OwedTotal += owed
		sum.ExpiredTotal += expired
	}
	return sum
}

// EntitlementSummaryQuery reads ?from=&to=: both days required, to not
// before from.
func EntitlementSummaryQuery(q url.Values) (from, to Date, err error) {
	f := FieldErrors{}
	fp, tp := optionalDateQuery(q, f, "from"), optionalDateQuery(q, f, "to")
	if _, bad := f["from"]; fp == nil && !bad {
		f.Add("from", MsgDateFormat)
	}
	if _, bad := f["to"]; tp == nil && !bad {
		f.Add("to", MsgDateFormat)
	}
	CheckPeriod(f, "to", fp, tp)
	if err := f.Err(); err != nil {
		return Date{}, Date{}, err
	}
	return *fp, *tp, nil
}
