// Command dayspa serves the spa's website and back office: the JSON API,
// the embedded React app and the SEO files, on SQLite or PostgreSQL.
//
//	dayspa [serve] [flags]   run the site (the default)
//	dayspa migrate [flags]   apply the database migrations and exit
//	dayspa seed [flags]      add the missing demo content and exit
//	dayspa user add -email E -name N -role R [-therapist ID]
//	                         open a staff account; its password is the first line of standard input
//	dayspa user reset -email E
//	                         set an account's password from the first line of standard input
//	dayspa user disable -email E
//	                         disable an account (its sessions end)
//	dayspa backup FILE       copy the SQLite database, while it runs, into a new FILE
//
// Every setting is an environment variable; the main ones are flags too
// (dayspa -h lists them). Invalid configuration exits with status 2.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"slices"
	"syscall"
	"text/tabwriter"
	"time"
	_ "time/tzdata" // the binary carries its own time zones

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/server"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/web"
)

// The server's time-outs. Writes get a minute for report downloads; the
// upload endpoint, when it comes, extends its own read deadline.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 30 * time.Second
	writeTimeout      = 60 * time.Second
	idleTimeout       = 120 * time.Second
	maxHeaderBytes    = 64 << 10
	shutdownTimeout   = 10 * time.Second
	// sessionCleanupInterval is how often expired sessions are deleted.
	sessionCleanupInterval = 30 * time.Minute
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], nil, os.Stderr))
}

// run is the whole program: it returns the exit status. environ replaces
// the process environment when not nil (tests).
func run(ctx context.Context, args []string, environ map[string]string, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	m := NewMain()
	m.Environ, m.Stderr = environ, stderr
	if err := m.ParseFlags(args); errors.Is(err, flag.ErrHelp) {
		return 0
	} else if err != nil {
		fmt.Fprintln(stderr, "dayspa:", err)
		return 2
	}
	if err := m.Run(ctx); err != nil {
		m.Close()
		fmt.Fprintln(stderr, "dayspa:", err)
		var ce *ConfigError
		if errors.As(err, &ce) {
			return 2
		}
		return 1
	}
	status := 0
	if m.Command == "serve" {
		select {
		case <-ctx.Done():
			m.Logger.Info("shutting down")
		case err := <-m.serveErr:
			m.Logger.Error("server stopped", "err", err)
			status = 1
		}
		stop() // a second signal ends the process at once
		if status == 0 {
			m.drain()
		}
	}
	if err := m.Close(); err != nil {
		fmt.Fprintln(stderr, "dayspa:", err)
		return 1
	}
	if m.Command == "serve" {
		m.Logger.Info("stopped")
	}
	return status
}

// Main is the program, built so that tests can run it: ParseFlags, Run,
// then Close.
type Main struct {
	// Command is serve, migrate, seed, user or backup.
	Command string
	// User is what the user command does, and to whom.
	User userCommand
	// BackupFile is where backup writes the copy.
	BackupFile string
	Config     Config
	// Environ replaces the process environment when not nil.
	Environ map[string]string
	Stdin   io.Reader
	Stderr  io.Writer
	// App is the built web app; PageMeta its route metadata.
	App      fs.FS
	PageMeta []byte

	Logger *slog.Logger
	DB     *sqlstore.DB
	HTTP   *http.Server
	API    *httpapi.Server

	listener    net.Listener
	serveErr    chan error
	cancelBase  context.CancelFunc
	cleanupDone chan struct{} // closed when the session cleanup has stopped
	senderDone  chan struct{} // closed when the outbox sender has stopped
	// retentionDone is closed when the retention job has stopped.
	retentionDone chan struct{}
	// paymentsDone is closed when the deposits' job has stopped.
	paymentsDone chan struct{}
	metricsHTTP  *http.Server // the /metrics listener's server (metrics.go)
	metricsAddr  net.Addr
}

// NewMain returns a Main that serves the embedded web app.
func NewMain() *Main {
	return &Main{
		Command:  "serve",
		Stdin:    os.Stdin,
		Stderr:   os.Stderr,
		App:      web.Dist(),
		PageMeta: web.PageMeta(),
		Logger:   slog.New(slog.DiscardHandler),
		serveErr: make(chan error, 1),
	}
}

// commands are the subcommands.
var commands = []string{"serve", "migrate", "seed", "user", "backup"}

// ParseFlags reads the subcommand, the environment and the flags of args
// (without the program name) into m, and validates the configuration.
func (m *Main) ParseFlags(args []string) error {
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		m.Command, args = args[0], args[1:]
	}
	if !slices.Contains(commands, m.Command) {
		return &ConfigError{Setting: "command", Problem: fmt.Sprintf("unknown command %q (want serve, migrate, seed, user or backup)", m.Command)}
	}
	if m.Command == "user" {
		if len(args) == 0 || !slices.Contains(userActions, args[0]) {
			return &ConfigError{Setting: "user", Problem: "want dayspa user add|reset|disable -email E (add also -name N -role R [-therapist ID])"}
		}
		m.User.action, args = args[0], args[1:]
	}
	if err := m.Config.parseEnv(m.Environ); err != nil {
		return err
	}
	c := &m.Config
	fset := flag.NewFlagSet("dayspa "+m.Command, flag.ContinueOnError)
	if m.Command == "user" {
		m.User.flags(fset)
	}
	fset.SetOutput(m.Stderr)
	fset.StringVar(&c.Addr, "addr", c.Addr, "")
	fset.StringVar(&c.DataDir, "data-dir", c.DataDir, "")
	fset.StringVar(&c.DatabaseURL, "database-url", c.DatabaseURL, "")
	fset.StringVar(&c.BaseURL, "base-url", c.BaseURL, "")
	fset.Usage = func() {
		// Not flag.PrintDefaults: it would echo DATABASE_URL's password.
		fmt.Fprintf(m.Stderr, "usage: dayspa [serve|migrate|seed] [flags]\n       dayspa user add|reset|disable -email E [-name N -role R -therapist ID] [flags]\n       dayspa backup [flags] FILE\n\nsettings (environment variable, flag, default):\n")
		tw := tabwriter.NewWriter(m.Stderr, 2, 4, 2, ' ', 0)
		printSettings(tw)
		tw.Flush()
	}
	if err := fset.Parse(args); err != nil {
		return err
	}
	if m.Command == "backup" {
		if fset.NArg() != 1 || fset.Arg(0) == "" {
			return &ConfigError{Setting: "FILE", Problem: "backup needs the path of the new copy: dayspa backup [flags] FILE"}
		}
		m.BackupFile = fset.Arg(0)
	} else if fset.NArg() > 0 {
		return &ConfigError{Setting: "arguments", Problem: fmt.Sprintf("unexpected %q", fset.Args())}
	}
	return c.Validate()
}

// Run opens the database and runs the command. For serve it returns once
// the server listens; Close stops it.
func (m *Main) Run(ctx context.Context) (err error) {
	m.Logger = newLogger(m.Stderr, m.Config.LogFormat)
	if m.DB, err = sqlstore.Open(ctx, sqlstore.Config{DatabaseURL: m.Config.DatabaseURL, DataDir: m.Config.DataDir,
		Location: m.Config.location, Messages: m.Config.messageRules(), Issuer: m.Config.issuer()}); err != nil {
		return fmt.Errorf("open database: %w", err)
	}
	m.Logger.Info("database ready", "engine", m.DB.Engine())

	switch m.Command {
	case "migrate":
		return nil // Open migrated it
	case "seed":
		if err := m.DB.Seed(ctx); err != nil {
			return fmt.Errorf("seed: %w", err)
		}
		m.Logger.Info("demo content seeded")
		return nil
	case "user":
		return m.runUser(ctx)
	case "backup":
		if err := m.DB.Backup(ctx, m.BackupFile); err != nil {
			return err
		}
		m.Logger.Info("backup written", "file", m.BackupFile)
		return nil
	}
	return m.serve(ctx)
}

func (m *Main) serve(ctx context.Context) error {
	if err := m.seedIfEmpty(ctx); err != nil {
		return err
	}
	if err := m.ensureAdminPassword(ctx); err != nil {
		return err
	}
	c := &m.Config
	blobs, err := c.blobs()
	if err != nil {
		return fmt.Errorf("uploaded files: %w", err)
	}
	registry, metrics := m.newMetrics()
	// The background job of the deposits runs whether or not payments are
	// set up (holds left from before still expire); the site takes
	// deposits only with a provider.
	pay := &dayspa.Payments{Provider: c.paymentProvider(), Store: m.DB, Hold: c.PaymentHold, BaseURL: c.BaseURL, Logger: m.Logger}
	var sitePayments *dayspa.Payments
	if pay.Provider != nil {
		sitePayments = pay
		m.Logger.Info("online payments on", "provider", pay.Provider.Name(), "hold", c.PaymentHold.String())
	}
	api := httpapi.Config{
		BaseURL:        c.BaseURL,
		Location:       c.location,
		SlotStep:       c.SlotStep,
		RateLimit:      c.RateLimit,
		ReadRateLimit:  c.ReadRateLimit,
		GuestLimit:     c.GuestLimit,
		TrustedProxies: c.proxies,
		SnapPixelID:    c.SnapPixelID,
		Business:       c.business(),
		Issuer:         c.issuer(),
		PageMeta:       m.PageMeta,
		Logger:         m.Logger,
		Sessions:       m.DB.SessionStore(),
		Blobs:          blobs,
		Metrics:        metrics,
		MailConfigured: c.smtp != nil,
		Mail:           c.mailSpa(),
		ChangeCutoff:   c.ChangeCutoff,
		RenderTimeout:  c.RenderTimeout,
		Renderers:      c.Renderers,
		StaffCodes:     c.staffCodes(),
		Payments:       sitePayments,
	}
	// Before the listener opens, so that /readyz answers only a warm
	// instance: the database's connections open, each having rehearsed a
	// booking under the rules the handlers will book with (sqlstore.WarmUp).
	warmStart := time.Now()
	rehearsed, err := m.DB.WarmUp(ctx, httpapi.SlotRulesOf(api))
	if err != nil {
		m.Logger.Warn("warm up the database connections", "err", err)
	}
	m.Logger.Info("database connections warm", "bookings_rehearsed", rehearsed, "took", time.Since(warmStart).Round(time.Millisecond).String())
	h, err := server.New(api, m.DB, m.App, server.Options{RendererIdle: c.RendererIdle})
	if err != nil {
		return err
	}
	m.API = h
	// Start-up (migrations, seeding, the pages' first fill) leaves its
	// garbage behind: hand that memory back to the system now, rather than
	// whenever the runtime's scavenger gets to it, so a small server stays small.
	debug.FreeOSMemory()
	ln, err := net.Listen("tcp", c.Addr)
	if err != nil {
		return fmt.Errorf("DAYSPA_ADDR: %w", err)
	}
	m.listener = ln
	baseCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	m.cancelBase = cancel
	m.cleanupDone = make(chan struct{})
	go func() {
		defer close(m.cleanupDone)
		// The demo pictures go through the picture pipeline (a few seconds
		// on a small machine), so the first start serves while they are
		// made; the site works without them.
		if err := m.seedMedia(baseCtx, blobs); err != nil {
			m.Logger.Error("seed demo gallery and team", "err", err)
		}
		// Encoding the demo pictures leaves tens of megabytes of WebP
		// encoder memory behind on a first start; give it back now.
		debug.FreeOSMemory()
		m.DB.SessionStore().Cleanup(baseCtx, sessionCleanupInterval, func(err error) {
			m.Logger.Warn("delete expired sessions", "err", err)
		})
	}()
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(m.Logger.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return baseCtx },
	}
	m.HTTP = srv
	m.senderDone = make(chan struct{})
	go func() {
		defer close(m.senderDone)
		if c.smtp == nil {
			m.Logger.Info("no mail server configured (DAYSPA_SMTP_URL): messages are written to the outbox but not sent")
			return
		}
		(&mailer.Sender{Store: m.DB, Relay: c.smtp, From: c.mailFrom, Spa: c.mailSpa(), Logger: m.Logger}).Run(baseCtx)
	}()
	// The retention job (dayspa.RetentionJob) runs on every instance; its
	// lease row lets one at a time do the day's work.
	m.retentionDone = make(chan struct{})
	go func() {
		defer close(m.retentionDone)
		(&dayspa.RetentionJob{Store: m.DB, Logger: m.Logger}).Run(baseCtx)
	}()
	m.paymentsDone = make(chan struct{})
	go func() {
		defer close(m.paymentsDone)
		pay.Run(baseCtx, 0)
	}()
	go func() {
		if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			m.serveErr <- err
		}
	}()
	m.Logger.Info("listening", "addr", ln.Addr().String(), "url", "http://"+ln.Addr().String(), "base_url", c.BaseURL)
	return m.serveMetrics(registry)
}

// seedIfEmpty gives a new installation its demo content. A database that
// has services or posts is left alone: what the spa removed stays removed.
func (m *Main) seedIfEmpty(ctx context.Context) error {
	services, err := m.DB.ListServices(ctx)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	posts, err := m.DB.ListPosts(ctx)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	if len(services) > 0 || len(posts) > 0 {
		return nil
	}
	if err := m.DB.Seed(ctx); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	m.Logger.Info("empty database: demo content seeded")
	return nil
}

// Addr returns the address the server listens on, once Run has returned.
func (m *Main) Addr() net.Addr {
	if m.listener == nil {
		return nil
	}
	return m.listener.Addr()
}

// Close stops the server gracefully: it stops accepting, lets requests in
// flight finish for up to shutdownTimeout, then closes the database.
func (m *Main) Close() error {
	var errs []error
	if m.HTTP != nil {
		ctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
		if err := m.HTTP.Shutdown(ctx); err != nil {
			errs = append(errs, fmt.Errorf("shutdown: %w", err))
			m.HTTP.Close()
		}
		cancel()
		// Work the answers left running (a privacy link being queued)
		// finishes before the database closes.
		m.API.WaitBackground()
		m.cancelBase()
		<-m.cleanupDone
		<-m.senderDone
		<-m.retentionDone
		<-m.paymentsDone
		m.HTTP = nil
	} else if m.listener != nil {
		m.listener.Close()
	}
	if err := m.closeMetrics(); err != nil {
		errs = append(errs, err)
	}
	if m.DB != nil {
		if err := m.DB.Close(); err != nil {
			errs = append(errs, fmt.Errorf("close database: %w", err))
		}
		m.DB = nil
	}
	return errors.Join(errs...)
}

// newLogger writes structured logs to w, as text or JSON.
func newLogger(w io.Writer, format string) *slog.Logger {
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}
