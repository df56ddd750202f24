package main

import (
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/caarlos0/env/v11"
	"github.com/dayspa/dayspa"

	"github.com/dayspa/dayspa/internal/auth"
	"github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/mailer"
)

// Config is every setting of the program. Each comes from its environment
// variable (the env tag) or its default (envDefault); the few that are
// also flags are listed in flagNames. This struct is the one place the
// defaults live, the business placeholders included.
type Config struct {
	Addr           string        `env:"DAYSPA_ADDR" envDefault:"localhost:8080" help:"address to listen on"`
	DataDir        string        `env:"DAYSPA_DATA_DIR" envDefault:"./data" help:"SQLite database and uploaded files"`
	DatabaseURL    string        `env:"DATABASE_URL" help:"postgres:// URL to use PostgreSQL; unset = SQLite in the data dir"`
	BaseURL        string        `env:"DAYSPA_BASE_URL" envDefault:"http://localhost:8080" help:"canonical URL for page metadata, sitemap and links"`
	TimeZone       string        `env:"DAYSPA_TIMEZONE" envDefault:"Asia/Dubai" help:"the spa's clock: today, past slots, report dates"`
	SlotStep       int           `env:"DAYSPA_SLOT_STEP" envDefault:"60" help:"minutes between bookable start times: 60, 30 or 15"`
	RateLimit      int           `env:"DAYSPA_RATE_LIMIT" envDefault:"20" help:"public writes per client per minute; 0 turns the limit off"`
	ReadRateLimit  int           `env:"DAYSPA_READ_RATE_LIMIT" envDefault:"300" help:"public availability reads per client per minute; 0 turns the limit off"`
	GuestLimit     int           `env:"DAYSPA_GUEST_DAILY_LIMIT" envDefault:"3" help:"pending booking requests per guest (e-mail or phone) and day; 0 turns the limit off"`
	TrustedProxies []string      `env:"DAYSPA_TRUSTED_PROXIES" envSeparator:"," help:"comma-separated CIDRs whose X-Forwarded-For is believed"`
	SnapPixelID    string        `env:"DAYSPA_SNAP_PIXEL_ID" help:"the ad tracker's pixel id; unset = no tracker"`
	AdminPassword  string        `env:"DAYSPA_ADMIN_PASSWORD,unset" help:"sets the owner's password at start"`
	OwnerEmail     string        `env:"DAYSPA_OWNER_EMAIL" help:"the owner's sign-in e-mail, for the account made at the first start and DAYSPA_ADMIN_PASSWORD; unset = the business e-mail"`
	StaffCodes     string        `env:"DAYSPA_STAFF_CODES" envDefault:"required" help:"one-time sign-in codes: required (owners and managers must set one up at their next sign-in; anyone may) or offered (anyone may, nobody must)"`
	LogFormat      string        `env:"DAYSPA_LOG_FORMAT" envDefault:"text" help:"log lines as text or json"`
	MetricsAddr    string        `env:"DAYSPA_METRICS_ADDR" help:"address of the Prometheus /metrics listener, kept private; unset = no metrics"`
	MetricsDebug   bool          `env:"DAYSPA_METRICS_DEBUG" envDefault:"false" help:"also serve Go's profiles (/debug/pprof/) and POST /debug/memory (a full collection, the memory handed back to the system, the figures after it) on the metrics listener, for benchmarks and soak tests"`
	DrainDelay     time.Duration `env:"DAYSPA_DRAIN_DELAY" envDefault:"0s" help:"after SIGTERM, how long /readyz answers 503 while requests are still served, before the listener closes"`
	Renderers      int           `env:"DAYSPA_RENDERERS" envDefault:"2" help:"how many page renders may run at once, each in a JavaScript runtime of its own (made on demand, kept until DAYSPA_RENDERER_IDLE)"`
	RendererIdle   time.Duration `env:"DAYSPA_RENDERER_IDLE" envDefault:"1m" help:"how long a page-rendering runtime may sit unused before it is dropped, with the compiled app when it is the last, and its memory handed back to the system; 0s keeps them"`
	RenderTimeout  time.Duration `env:"DAYSPA_RENDER_TIMEOUT" envDefault:"5s" help:"how long a page may take to render with the database's content before it is served as the build prerendered it"`
	SMTPURL        string        `env:"DAYSPA_SMTP_URL,unset" help:"mail relay: smtp://user:pass@host:587 (STARTTLS required), smtps://user:pass@host:465, or plain smtp:// to a loopback relay; unset = messages are written but not sent"`
	MailFrom       string        `env:"DAYSPA_MAIL_FROM" help:"the From address of the guests' e-mails, such as \"Serenity Day Spa <bookings@spa.example>\"; unset = the business e-mail"`
	ChangeCutoff   time.Duration `env:"DAYSPA_CHANGE_CUTOFF" envDefault:"12h" help:"how long before the start a guest may still cancel or reschedule on the manage page"`
	Reminders      string        `env:"DAYSPA_REMINDERS" envDefault:"24h" help:"when reminders are due before an appointment, comma-separated (24h,2h for two); off = none"`

	StripeSecretKey     string        `env:"DAYSPA_STRIPE_SECRET_KEY,unset" help:"Stripe's secret key (sk_live_… or sk_test_…, or a restricted rk_ key) to take deposits online; unset = no online payments, bookings as always"`
	StripeWebhookSecret string        `env:"DAYSPA_STRIPE_WEBHOOK_SECRET,unset" help:"the signing secret (whsec_…) of the Stripe webhook endpoint /api/payments/stripe/webhook; set with DAYSPA_STRIPE_SECRET_KEY or not at all"`
	StripeAPIURL        string        `env:"DAYSPA_STRIPE_API_URL" help:"Stripe's API address; unset = Stripe's own (https://api.stripe.com); tests give stripe-mock's"`
	PaymentHold         time.Duration `env:"DAYSPA_PAYMENT_HOLD" envDefault:"15m" help:"how long a booking awaiting its deposit holds its place: 5m to 24h"`

	TradeLicence     string `env:"DAYSPA_TRADE_LICENCE" help:"the trade licence number on the tax invoices; unset = none shown"`
	InvoicePrefix    string `env:"DAYSPA_INVOICE_PREFIX" envDefault:"INV-" help:"what the tax invoices' numbers start with"`
	CreditNotePrefix string `env:"DAYSPA_CREDIT_NOTE_PREFIX" envDefault:"CN-" help:"what the credit notes' numbers start with"`

	Business BusinessConfig `envPrefix:"DAYSPA_BUSINESS_"`
	S3       S3Config       `envPrefix:"DAYSPA_S3_"`

	// Worked out by Validate.
	location  *time.Location
	proxies   []netip.Prefix
	reminders []time.Duration
	smtp      *mailer.Relay
	mailFrom  string
}

// S3Config names an S3-compatible bucket for the uploaded PDF reports, so
// that several instances share them. Unset, they are files in
// <data dir>/uploads.
type S3Config struct {
	Bucket          string `env:"BUCKET" help:"S3-compatible bucket for uploaded PDF reports; unset = files in <data dir>/uploads"`
	Endpoint        string `env:"ENDPOINT" help:"the S3 service URL (MinIO, R2, ...: path-style); unset = AWS for the region"`
	Region          string `env:"REGION" envDefault:"us-east-1" help:"the bucket's region"`
	AccessKeyID     string `env:"ACCESS_KEY_ID" help:"access key id for the bucket"`
	SecretAccessKey string `env:"SECRET_ACCESS_KEY,unset" help:"secret access key for the bucket"`
}

// blobs returns the store of the uploaded files: the bucket when
// DAYSPA_S3_BUCKET is set, else a folder of the data dir.
func (c *Config) blobs() (blob.Store, error) {
	if c.S3.Bucket == "" {
		return blob.NewDir(filepath.Join(c.DataDir, "uploads"))
	}
	return blob.NewS3(blob.S3Config{Bucket: c.S3.Bucket, Endpoint: c.S3.Endpoint, Region: c.S3.Region,
		AccessKeyID: c.S3.AccessKeyID, SecretAccessKey: c.S3.SecretAccessKey})
}

// flagNames maps the settings that are also flags to their flag names.
var flagNames = map[string]string{
	"DAYSPA_ADDR":     "addr",
	"DAYSPA_DATA_DIR": "data-dir",
	"DATABASE_URL":    "database-url",
	"DAYSPA_BASE_URL": "base-url",
}

// ConfigError is a setting that cannot be used. Its message is one line
// naming the setting; the program exits with status 2.
type ConfigError struct {
	Setting string
	Problem string
}

func (e *ConfigError) Error() string {
	return fmt.Sprintf("invalid configuration: %s: %s", e.Setting, e.Problem)
}

func configErrorf(setting, format string, args ...any) *ConfigError {
	return &ConfigError{Setting: setting, Problem: fmt.Sprintf(format, args...)}
}

// parseEnv fills c from environ (nil: the process environment) and the
// defaults. A value of the wrong type is a ConfigError naming its variable.
func (c *Config) parseEnv(environ map[string]string) error {
	opts := env.Options{}
	if environ != nil {
		opts.Environment = environ
	}
	err := env.ParseWithOptions(c, opts)
	if err == nil {
		return checkBlankDetails(environ)
	}
	if agg, ok := err.(env.AggregateError); ok && len(agg.Errors) > 0 {
		if pe, ok := agg.Errors[0].(env.ParseError); ok {
			if f, ok := reflect.TypeOf(*c).FieldByName(pe.Name); ok {
				name, _, _ := strings.Cut(f.Tag.Get("env"), ",")
				if pe.Type == reflect.TypeFor[time.Duration]() {
					return configErrorf(name, "want a duration such as 5s")
				}
				return configErrorf(name, "want %s", kindName(pe.Type.Kind()))
			}
		}
	}
	return &ConfigError{Setting: "environment", Problem: err.Error()}
}

// checkBlankDetails refuses a business detail that is set but blank. The
// environment library would quietly use the default instead, and the
// defaults are placeholders: a blank DAYSPA_BUSINESS_WHATSAPP would send
// every booking to a stranger's phone.
func checkBlankDetails(environ map[string]string) error {
	lookup := os.LookupEnv
	if environ != nil {
		lookup = func(k string) (string, bool) { v, ok := environ[k]; return v, ok }
	}
	t := reflect.TypeFor[BusinessConfig]()
	for i := range t.NumField() {
		f := t.Field(i)
		if _, hasDefault := f.Tag.Lookup("envDefault"); !hasDefault {
			continue
		}
		name := "DAYSPA_BUSINESS_" + f.Tag.Get("env")
		if v, ok := lookup(name); ok && strings.TrimSpace(v) == "" {
			return configErrorf(name, "is set but empty (unset it to use the placeholder %q)", f.Tag.Get("envDefault"))
		}
	}
	// Nor is a document prefix set but blank the default.
	for _, name := range []string{"DAYSPA_INVOICE_PREFIX", "DAYSPA_CREDIT_NOTE_PREFIX"} {
		if v, ok := lookup(name); ok && strings.TrimSpace(v) == "" {
			return configErrorf(name, "is set but empty (unset it for the default)")
		}
	}
	return nil
}

func kindName(k reflect.Kind) string {
	switch k {
	case reflect.Int, reflect.Int64:
		return "a whole number"
	case reflect.Bool:
		return "true or false"
	}
	return "a " + k.String()
}

// Validate checks every setting the program needs before it starts and
// works out the parsed forms (time zone, proxy prefixes). It creates the
// data directory when SQLite needs it.
func (c *Config) Validate() error {
	if _, port, err := net.SplitHostPort(c.Addr); err != nil {
		return configErrorf("DAYSPA_ADDR", "%q is not host:port", c.Addr)
	} else if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return configErrorf("DAYSPA_ADDR", "%q has no valid port", c.Addr)
	}
	if c.DatabaseURL != "" {
		// The URL may hold a password: never repeat it.
		u, err := url.Parse(c.DatabaseURL)
		if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
			return configErrorf("DATABASE_URL", "want a postgres:// or postgresql:// URL (unset it to use SQLite)")
		}
	}
	if err := httpapi.ParseBaseURL(c.BaseURL); err != nil {
		return configErrorf("DAYSPA_BASE_URL", "%q: want an origin such as https://spa.example", c.BaseURL)
	}
	loc, err := time.LoadLocation(c.TimeZone)
	if err != nil || c.TimeZone == "" || strings.EqualFold(c.TimeZone, "local") {
		return configErrorf("DAYSPA_TIMEZONE", "%q is not a known time zone, such as Asia/Dubai", c.TimeZone)
	}
	c.location = loc
	if !dayspa.ValidSlotStep(c.SlotStep) {
		return configErrorf("DAYSPA_SLOT_STEP", "%d: want 60, 30 or 15 minutes", c.SlotStep)
	}
	if c.RateLimit < 0 {
		return configErrorf("DAYSPA_RATE_LIMIT", "%d: want 0 (off) or more requests per minute", c.RateLimit)
	}
	if c.ReadRateLimit < 0 {
		return configErrorf("DAYSPA_READ_RATE_LIMIT", "%d: want 0 (off) or more requests per minute", c.ReadRateLimit)
	}
	if c.GuestLimit < 0 {
		return configErrorf("DAYSPA_GUEST_DAILY_LIMIT", "%d: want 0 (off) or more pending requests per guest and day", c.GuestLimit)
	}
	c.proxies = c.proxies[:0]
	for _, s := range c.TrustedProxies {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		p, err := netip.ParsePrefix(s)
		if err != nil {
			a, aerr := netip.ParseAddr(s)
			if aerr != nil {
				return configErrorf("DAYSPA_TRUSTED_PROXIES", "%q is not a CIDR such as 10.0.0.0/8", s)
			}
			p = netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen())
		}
		c.proxies = append(c.proxies, p.Masked())
	}
	if c.AdminPassword != "" {
		if err := auth.CheckNewPassword(c.AdminPassword); err != nil {
			return configErrorf("DAYSPA_ADMIN_PASSWORD", "%v", err) // never the password itself
		}
	}
	if !dayspa.CodePolicy(c.StaffCodes).Valid() {
		return configErrorf("DAYSPA_STAFF_CODES", "%q: want required or offered", c.StaffCodes)
	}
	if c.OwnerEmail != "" && !dayspa.ValidEmail(dayspa.NormalizeEmail(c.OwnerEmail)) {
		return configErrorf("DAYSPA_OWNER_EMAIL", "%q: want an e-mail address such as owner@spa.example", c.OwnerEmail)
	}
	if err := c.validateOperations(); err != nil {
		return err
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return configErrorf("DAYSPA_LOG_FORMAT", "%q: want text or json", c.LogFormat)
	}
	if err := c.Business.validate(); err != nil {
		return err
	}
	if err := c.validateInvoices(); err != nil {
		return err
	}
	if err := c.validateMail(); err != nil {
		return err
	}
	if err := c.validatePayments(); err != nil {
		return err
	}
	if c.S3.Bucket != "" {
		if c.S3.AccessKeyID == "" || c.S3.SecretAccessKey == "" {
			return configErrorf("DAYSPA_S3_BUCKET", "needs DAYSPA_S3_ACCESS_KEY_ID and DAYSPA_S3_SECRET_ACCESS_KEY")
		}
		if u, err := url.Parse(c.S3.Endpoint); c.S3.Endpoint != "" && (err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "") {
			return configErrorf("DAYSPA_S3_ENDPOINT", "%q: want an http:// or https:// URL", c.S3.Endpoint)
		}
	}
	if c.DatabaseURL == "" || c.S3.Bucket == "" { // the SQLite file, or the uploaded files
		if err := checkWritableDir(c.DataDir); err != nil {
			return configErrorf("DAYSPA_DATA_DIR", "%q is not a writable directory: %v", c.DataDir, err)
		}
	}
	return nil
}

// validateMail checks the mail settings: the relay's URL (never repeated,
// it may hold a password), the From address, the cut-off and reminders.
func (c *Config) validateMail() error {
	rs, err := dayspa.ParseReminders(c.Reminders)
	if err != nil {
		return configErrorf("DAYSPA_REMINDERS", "%v: want durations such as 24h or 24h,2h, or off", err)
	}
	c.reminders = rs
	if c.ChangeCutoff < 0 || c.ChangeCutoff > 14*24*time.Hour {
		return configErrorf("DAYSPA_CHANGE_CUTOFF", "%s: want a duration from 0s to 336h, such as 12h", c.ChangeCutoff)
	}
	from := c.MailFrom
	if from == "" {
		from = c.Business.Email
	}
	if _, err := mailer.ParseFrom(from); err != nil {
		name := "DAYSPA_MAIL_FROM"
		if c.MailFrom == "" {
			name = "DAYSPA_BUSINESS_EMAIL"
		}
		return configErrorf(name, "%q is not an e-mail address such as \"Serenity Day Spa <bookings@spa.example>\"", from)
	}
	c.mailFrom = from
	c.smtp = nil
	if c.SMTPURL != "" {
		relay, err := mailer.ParseRelay(c.SMTPURL)
		if err != nil {
			return configErrorf("DAYSPA_SMTP_URL", "%v", err)
		}
		c.smtp = relay
	}
	return nil
}

// checkWritableDir creates dir if needed and proves a file can be written
// in it.
func checkWritableDir(dir string) error {
	if dir == "" {
		return fmt.Errorf("empty path")
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return unwrapPathError(err)
	}
	f, err := os.CreateTemp(dir, ".write-test-*")
	if err != nil {
		return unwrapPathError(err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(filepath.Clean(name))
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// messageRules are the messages the booking changes write: the reminders
// of DAYSPA_REMINDERS and the new-booking notice to the business e-mail.
func (c *Config) messageRules() dayspa.MessageRules {
	return dayspa.MessageRules{SpaEmail: c.Business.Email, Reminders: c.reminders}
}

// setting is one environment variable of Config, read from its tags.
type setting struct {
	name, def, help string
}

// settings lists Config's environment variables in their order, with
// their defaults ("" when none) and help, from the struct's tags.
func settings() []setting {
	var out []setting
	var walk func(t reflect.Type, prefix string)
	walk = func(t reflect.Type, prefix string) {
		for i := range t.NumField() {
			f := t.Field(i)
			if p, ok := f.Tag.Lookup("envPrefix"); ok {
				walk(f.Type, prefix+p)
				continue
			}
			if name, _, _ := strings.Cut(f.Tag.Get("env"), ","); name != "" {
				out = append(out, setting{prefix + name, f.Tag.Get("envDefault"), f.Tag.Get("help")})
			}
		}
	}
	walk(reflect.TypeFor[Config](), "")
	return out
}

// printSettings writes the table of environment variables, their flags
// and defaults, read from Config's tags so that it cannot drift.
func printSettings(w *tabwriter.Writer) {
	for _, st := range settings() {
		flagName := ""
		if fl, ok := flagNames[st.name]; ok {
			flagName = "-" + fl
		}
		def := st.def
		if def == "" {
			def = "(unset)"
		}
		fmt.Fprintf(w, "  %s\t%s\t%s\t%s\n", st.name, flagName, def, st.help)
	}
}

// ownerEmail is the owner's sign-in e-mail: DAYSPA_OWNER_EMAIL, else the
// business e-mail.
func (c *Config) ownerEmail() string {
	if c.OwnerEmail != "" {
		return dayspa.NormalizeEmail(c.OwnerEmail)
	}
	return dayspa.NormalizeEmail(c.Business.Email)
}

// staffCodes is who must sign in with a one-time code (DAYSPA_STAFF_CODES).
func (c *Config) staffCodes() dayspa.CodePolicy { return dayspa.CodePolicy(c.StaffCodes) }
