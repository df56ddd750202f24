package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// Gift cards, packages and memberships: the public balance check and the
// manager's list, sale at the desk, ledger, adjustment and figures. The
// rules are the domain's (entitlement.go); these handlers read, call and
// answer.

var errEntitlementNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgEntitlementNotFound)

// entitlementBalance answers a code's balance, kind and expiry, nothing of
// its holder: 400 for a code mistyped (its check character), 404 for one
// that is not a card. Rate-limited by its route, as guessing is the only
// way to find a code.
func (s *Server) entitlementBalance(w http.ResponseWriter, r *http.Request) error {
	code, err := dayspa.ParseEntitlementCode(r.PathValue("code"))
	if err != nil {
		return err
	}
	e, err := s.store.EntitlementByCode(r.Context(), code)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, e.PublicBalance(s.today()))
	return nil
}

// adminEntitlements answers a page of entitlements, newest first, with the
// number of all that match in X-Total-Count: ?search=&kind=&page=&limit=.
func (s *Server) adminEntitlements(w http.ResponseWriter, r *http.Request) error {
	filter, err := dayspa.EntitlementFilterQuery(r.URL.Query())
	if err != nil {
		return err
	}
	list, total, err := s.store.ListEntitlements(r.Context(), filter)
	if err != nil {
		return err
	}
	writePage(w, list, total)
	return nil
}

// adminIssueEntitlement records one sold at the desk, with the sale entry
// that opens its ledger: 201 with it.
func (s *Server) adminIssueEntitlement(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.EntitlementInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	e, sale, err := dayspa.NewEntitlement(in, s.today())
	if err != nil {
		return err
	}
	sale.By = s.actorOf(r).Name // the ledger names who sold it
	if err := s.store.IssueEntitlement(r.Context(), &e, sale); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, e)
	return nil
}

// entitlementDetail is an entitlement with its ledger, oldest first.
type entitlementDetail struct {
	Entitlement *dayspa.Entitlement  `json:"entitlement"`
	Ledger      []dayspa.LedgerEntry `json:"ledger"`
}

// writeEntitlementDetail answers the entitlement id with its ledger.
func (s *Server) writeEntitlementDetail(w http.ResponseWriter, r *http.Request, id int64) error {
	e, err := s.store.GetEntitlement(r.Context(), id)
	if err != nil {
		return err
	}
	ledger, err := s.store.EntitlementLedger(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, entitlementDetail{Entitlement: e, Ledger: ledger})
	return nil
}

// adminEntitlement answers one entitlement and its ledger.
func (s *Server) adminEntitlement(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errEntitlementNotFound
	}
	return s.writeEntitlementDetail(w, r, id)
}

// adminAdjustEntitlement appends an adjustment with its reason and answers
// the entitlement and its ledger as they are now.
func (s *Server) adminAdjustEntitlement(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errEntitlementNotFound
	}
	var in dayspa.AdjustInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	e, err := s.store.GetEntitlement(r.Context(), id)
	if err != nil {
		return err
	}
	op, err := in.Op(e.Kind) // the kind never changes: it may be read first
	if err != nil {
		return err
	}
	op.By = s.actorOf(r).Name // the ledger names who adjusted it
	if _, _, err := s.store.RecordEntitlementEntry(r.Context(), id, op); err != nil {
		return err
	}
	return s.writeEntitlementDetail(w, r, id)
}

// adminRenewEntitlement sells a membership another month, paid at the
// desk, and answers it and its ledger as they are now.
func (s *Server) adminRenewEntitlement(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errEntitlementNotFound
	}
	var in dayspa.RenewInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if _, _, _, err := s.store.RenewEntitlement(r.Context(), id, in, s.actorOf(r).Name); err != nil {
		return err
	}
	return s.writeEntitlementDetail(w, r, id)
}

// adminStopRenewal ends a membership's automatic renewal (the member
// asked) and answers it and its ledger as they are now.
func (s *Server) adminStopRenewal(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errEntitlementNotFound
	}
	var in dayspa.StopRenewalInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if _, err := s.store.StopRenewal(r.Context(), id, in, s.actorOf(r).Name); err != nil {
		return err
	}
	return s.writeEntitlementDetail(w, r, id)
}

// adminEntitlementSummary answers the liability at the end of ?to= and
// the breakage from ?from= to ?to=.
func (s *Server) adminEntitlementSummary(w http.ResponseWriter, r *http.Request) error {
	from, to, err := dayspa.EntitlementSummaryQuery(r.URL.Query())
	if err != nil {
		return err
	}
	standings, err := s.store.EntitlementStandings(r.Context(), from, to)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dayspa.SummarizeEntitlements(from, to, standings))
	return nil
}
