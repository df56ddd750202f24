package dayspa

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"
)

// Retention (docs/product.md, "Retention"): what the spa keeps about
// people only for as long as it needs it. Once a day one instance runs the
// retention job, which anonymises the contact messages older than
// ContactMonths, forgets (ForgetPerson) the customers with no booking for
// CustomerMonths, drops the bodies of the e-mails sent more than
// EmailBodyMonths ago, deletes the audit events older than AuditMonths,
// and clears the buyer of a forgotten guest's tax documents once they
// come of age (InvoiceRetentionYears). The owner sets the months. The same
// daily run writes the expiry of the gift cards, packages and memberships
// whose last valid day has passed (ExpireDueEntitlements), which the
// breakage figure counts.

// RetentionSettings are the months each kind of record is kept.
type RetentionSettings struct {
	ContactMonths   int `json:"contactMessagesMonths"`
	CustomerMonths  int `json:"inactiveCustomersMonths"`
	EmailBodyMonths int `json:"emailBodiesMonths"`
	AuditMonths     int `json:"auditEventsMonths"`
}

// DefaultRetention is what a spa keeps until the owner says otherwise: a
// contact message two years (a question is long answered by then), a
// customer three years after their last booking (a returning guest is
// still known), a sent e-mail's body one year (its subject and status
// stay), the audit log five years.
var DefaultRetention = RetentionSettings{ContactMonths: 24, CustomerMonths: 36, EmailBodyMonths: 12, AuditMonths: 60}

// The bounds of each setting, in whole months. The audit log keeps at
// least five years: it is the record of who changed the spa's bookings,
// prices and tax documents, which the tax law makes the spa keep five
// years (InvoiceRetentionYears), and the database refuses to delete a
// younger event. A customer is kept at least a year, so that a guest who
// comes once a year is still known; the other records at least a month.
// Nothing is kept longer than ten years by this job's settings.
const (
	MinAuditMonths    = 12 * InvoiceRetentionYears
	MinCustomerMonths = 12
	minRetention      = 1
	maxRetention      = 120
)

// RetentionSettingKey is the settings row of the retention settings (JSON).
const RetentionSettingKey = "retention"

// MsgRetentionMonths refuses a setting out of its bounds.
var MsgRetentionMonths = NewMsg("retention.months", "Must be a whole number of months from %d to %d.", "min", "max")

// Validate checks every setting is within its bounds.
func (r RetentionSettings) Validate() error {
	f := FieldErrors{}
	check := func(field string, v, min int) {
		if v < min || v > maxRetention {
			f.Add(field, MsgRetentionMonths, min, maxRetention)
		}
	}
	check("contactMessagesMonths", r.ContactMonths, minRetention)
	check("inactiveCustomersMonths", r.CustomerMonths, MinCustomerMonths)
	check("emailBodiesMonths", r.EmailBodyMonths, minRetention)
	check("auditEventsMonths", r.AuditMonths, MinAuditMonths)
	return f.Err()
}

// ParseRetention reads the stored settings; "" (never set) is the
// defaults. A stored value that no longer validates is an error: the job
// keeps the data rather than guess.
func ParseRetention(stored string) (RetentionSettings, error) {
	if stored == "" {
		return DefaultRetention, nil
	}
	r := DefaultRetention
	if err := json.Unmarshal([]byte(stored), &r); err != nil {
		return RetentionSettings{}, fmt.Errorf("retention settings: %w", err)
	}
	if err := r.Validate(); err != nil {
		return RetentionSettings{}, fmt.Errorf("retention settings: %w", err)
	}
	return r, nil
}

// LoadRetention reads the owner's settings: the defaults until set.
func LoadRetention(ctx context.Context, s SettingStore) (RetentionSettings, error) {
	stored, err := s.GetSetting(ctx, RetentionSettingKey)
	if ErrorCode(err) == ENOTFOUND {
		return DefaultRetention, nil
	} else if err != nil {
		return RetentionSettings{}, err
	}
	return ParseRetention(stored)
}

// SaveRetention validates r and stores it.
func SaveRetention(ctx context.Context, s SettingStore, r RetentionSettings) error {
	if err := r.Validate(); err != nil {
		return err
	}
	b, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("retention settings: %w", err)
	}
	return s.SetSetting(ctx, RetentionSettingKey, string(b))
}

// RetentionCutoffs are the moments before which each record goes, for a
// run at Now.
type RetentionCutoffs struct {
	Now       time.Time
	Contact   time.Time
	Customer  time.Time
	EmailBody time.Time
	Audit     time.Time
}

// Cutoffs returns the cutoffs of a run at now: whole calendar months back
// (time.AddDate, in UTC).
func (r RetentionSettings) Cutoffs(now time.Time) RetentionCutoffs {
	now = now.UTC()
	back := func(months int) time.Time { return now.AddDate(0, -months, 0) }
	return RetentionCutoffs{Now: now, Contact: back(r.ContactMonths), Customer: back(r.CustomerMonths),
		EmailBody: back(r.EmailBodyMonths), Audit: back(r.AuditMonths)}
}

// RetentionStore is what the retention job asks of the store. Each batch
// method changes at most limit rows in one statement and says how many
// it changed, so a run is many short transactions, never one long one.
type RetentionStore interface {
	SettingStore
	InvoiceAnonymiser
	// ForgetPerson forgets an inactive customer (PrivacyStore).
	ForgetPerson(ctx context.Context, email string, now time.Time) (*ForgetResult, error)
	// AnonymiseContactMessages clears the sender and text of up to limit
	// contact messages received before before.
	AnonymiseContactMessages(ctx context.Context, before time.Time, limit int) (int, error)
	// InactiveCustomers returns up to limit addresses of customers, not
	// yet forgotten, who became customers before before and have no
	// booking on or after before's day.
	InactiveCustomers(ctx context.Context, before time.Time, limit int) ([]string, error)
	// DropEmailBodies clears what was sent of up to limit e-mails sent
	// before before (their subject and status stay).
	DropEmailBodies(ctx context.Context, before time.Time, limit int) (int, error)
	// DeleteAuditEvents deletes up to limit audit events older than before.
	DeleteAuditEvents(ctx context.Context, before time.Time, limit int) (int, error)
	// DeleteExpiredPrivacyLinks deletes up to limit links expired at now.
	DeleteExpiredPrivacyLinks(ctx context.Context, now time.Time, limit int) (int, error)
	// ExpireDueEntitlements writes the expiry entry (Entitlement.Apply) of
	// up to limit active entitlements whose last valid day is before now's
	// day in the spa, each in its own transaction, and returns how many.
	ExpireDueEntitlements(ctx context.Context, now time.Time, limit int) (int, error)
	// ClaimJob takes job name for holder until now+lease, unless another
	// holder's lease runs, or the job last finished less than every ago;
	// it reports whether holder has it. Of several instances asking at
	// once, one gets it.
	ClaimJob(ctx context.Context, name, holder string, now time.Time, lease, every time.Duration) (bool, error)
	// RenewJob extends holder's lease of name to until; false when holder
	// no longer has it (its lease ran out and another took it).
	RenewJob(ctx context.Context, name, holder string, until time.Time) (bool, error)
	// FinishJob records that holder's run of name finished at now and
	// frees the lease.
	FinishJob(ctx context.Context, name, holder string, now time.Time) error
}

// RetentionJobName is the job's lease row.
const RetentionJobName = "retention"

// Defaults of the retention job.
const (
	// RetentionBatch is how many rows one statement changes.
	RetentionBatch = 500
	// RetentionEvery is how often the job runs.
	RetentionEvery = 24 * time.Hour
	// RetentionLease is how long a run holds the job without renewing
	// it: a crashed instance's run is taken over after it.
	RetentionLease = 10 * time.Minute
	// retentionPoll is how often an instance asks whether the job is due.
	retentionPoll = 15 * time.Minute
)

// RetentionReport counts what one run changed.
type RetentionReport struct {
	ContactMessages int
	Customers       int
	EmailBodies     int
	AuditEvents     int
	Invoices        int
	PrivacyLinks    int
	Entitlements    int
}

// RetentionJob runs the retention rules once a day on one instance.
type RetentionJob struct {
	Store RetentionStore
	// Holder names this instance in the lease (a random id by default).
	Holder string
	// Now is the clock (time.Now by default); Batch the rows per
	// statement (RetentionBatch).
	Now    func() time.Time
	Batch  int
	Logger *slog.Logger
}

func (j *RetentionJob) now() time.Time {
	if j.Now != nil {
		return j.Now()
	}
	return time.Now()
}

// errLeaseLost stops a run whose lease another instance took.
var errLeaseLost = errors.New("retention: the job's lease was taken over")

// RunOnce runs the job if it is due and no other instance runs it, and
// reports what it changed; ran is false when it did not run.
func (j *RetentionJob) RunOnce(ctx context.Context) (rep RetentionReport, ran bool, err error) {
	holder := j.Holder
	if holder == "" {
		holder = NewManageToken()
		j.Holder = holder
	}
	batch := j.Batch
	if batch <= 0 {
		batch = RetentionBatch
	}
	now := j.now()
	ok, err := j.Store.ClaimJob(ctx, RetentionJobName, holder, now, RetentionLease, RetentionEvery)
	if err != nil || !ok {
		return rep, false, err
	}
	settings, err := LoadRetention(ctx, j.Store)
	if err != nil {
		return rep, true, err
	}
	cut := settings.Cutoffs(now)
	// renew keeps the lease between batches, so a long run is not taken
	// over, and stops the run if it was.
	renew := func() error {
		held, err := j.Store.RenewJob(ctx, RetentionJobName, holder, j.now().Add(RetentionLease))
		if err != nil {
			return err
		}
		if !held {
			return errLeaseLost
		}
		return nil
	}
	// drain runs step until a batch changes fewer than batch rows.
	drain := func(total *int, step func() (int, error)) error {
		for {
			if err := renew(); err != nil {
				return err
			}
			n, err := step()
			*total += n
			if err != nil {
				return err
			}
			if n < batch {
				return nil
			}
		}
	}
	steps := []func() error{
		func() error {
			return drain(&rep.ContactMessages, func() (int, error) {
				return j.Store.AnonymiseContactMessages(ctx, cut.Contact, batch)
			})
		},
		func() error {
			return drain(&rep.Customers, func() (int, error) {
				emails, err := j.Store.InactiveCustomers(ctx, cut.Customer, batch)
				if err != nil {
					return 0, err
				}
				// Forgetting a person is much more work than a batch's
				// statement (it reads the whole audit log): the lease is
				// renewed before each, so a long batch is not taken over.
				for i, email := range emails {
					if i > 0 {
						if err := renew(); err != nil {
							return i, err
						}
					}
					if _, err := j.Store.ForgetPerson(ctx, email, now); err != nil && ErrorCode(err) != ENOTFOUND {
						return i, err
					}
				}
				return len(emails), nil
			})
		},
		func() error {
			return drain(&rep.EmailBodies, func() (int, error) { return j.Store.DropEmailBodies(ctx, cut.EmailBody, batch) })
		},
		func() error {
			return drain(&rep.AuditEvents, func() (int, error) { return j.Store.DeleteAuditEvents(ctx, cut.Audit, batch) })
		},
		func() error {
			return drain(&rep.Invoices, func() (int, error) { return j.Store.AnonymiseDueInvoices(ctx, now, batch) })
		},
		func() error {
			return drain(&rep.PrivacyLinks, func() (int, error) { return j.Store.DeleteExpiredPrivacyLinks(ctx, now, batch) })
		},
		func() error {
			return drain(&rep.Entitlements, func() (int, error) { return j.Store.ExpireDueEntitlements(ctx, now, batch) })
		},
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return rep, true, err
		}
	}
	return rep, true, j.Store.FinishJob(ctx, RetentionJobName, holder, j.now())
}

// Run asks every quarter of an hour whether the job is due, and runs it,
// until ctx ends. A failed run is logged and tried again at the next ask
// once its lease has run out.
func (j *RetentionJob) Run(ctx context.Context) {
	logger := j.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	t := time.NewTicker(retentionPoll)
	defer t.Stop()
	for {
		rep, ran, err := j.RunOnce(ctx)
		switch {
		case err != nil && ctx.Err() == nil:
			logger.Error("retention job", "err", err)
		case ran && err == nil:
			logger.Info("retention job", "contact_messages", rep.ContactMessages, "customers", rep.Customers,
				"email_bodies", rep.EmailBodies, "audit_events", rep.AuditEvents, "invoices", rep.Invoices,
				"privacy_links", rep.PrivacyLinks, "entitlements", rep.Entitlements)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// RetentionWords are the retention settings as the privacy policy says
// them in one language: "2 years", "18 months", "سنتان".
type RetentionWords struct {
	ContactMessages   string `json:"contactMessages"`
	InactiveCustomers string `json:"inactiveCustomers"`
	EmailBodies       string `json:"emailBodies"`
	AuditEvents       string `json:"auditEvents"`
}

// Words says r in l, so that the policy a guest reads states the months
// the retention job keeps to.
func (r RetentionSettings) Words(l Language) RetentionWords {
	return RetentionWords{
		ContactMessages:   FormatMonthsIn(r.ContactMonths, l),
		InactiveCustomers: FormatMonthsIn(r.CustomerMonths, l),
		EmailBodies:       FormatMonthsIn(r.EmailBodyMonths, l),
		AuditEvents:       FormatMonthsIn(r.AuditMonths, l),
	}
}

// FormatMonthsIn says n months in l: whole years as years ("2 years",
// "سنتان", "5 سنوات"), anything else as months ("18 months", "18 شهرًا").
func FormatMonthsIn(n int, l Language) string {
	if n > 0 && n%12 == 0 {
		return count(l, "year", n/12)
	}
	return count(l, "month", n)
}
