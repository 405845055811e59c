import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';

describe('Catalogs and public reads', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/program-templates', () => {
    it('should list the five checklist templates, each with the identity and document items', async () => {
      const body = bodyOf<'ProgramTemplatesList'>(await app.http.get('/api/program-templates').expect(200));
      expect(body.count).toBe(5);
      expect(body.templates.map((template) => template.id).sort()).toEqual([
        'msp_waitlist',
        'partner_program',
        'program_business',
        'program_individual',
        'rpaa_psp',
      ]);
      for (const template of body.templates) {
        expect(template.items.map((item) => item.id)).toEqual(
          expect.arrayContaining(['identity_verification', 'documents_uploaded']),
        );
      }
      const items = body.templates.flatMap((t) => t.items);
      expect(items.find((item) => item.id === 'business_number')).toMatchObject({ prefilled_when: 'business_number' });
      expect(items.find((item) => item.id === 'identity_verification')).toMatchObject({ prefilled_when: null });
    });
  });

  describe('GET /api/corridors', () => {
    it('should list the corridors with their markets, rails and status', async () => {
      const body = bodyOf<'CorridorsList'>(await app.http.get('/api/corridors').expect(200));
      expect(body.count).toBe(body.corridors.length);
      expect(body.corridors.map((corridor) => corridor.code)).toEqual(
        expect.arrayContaining(['CA-US', 'CA-GB', 'CA-PH', 'CA-IN', 'CA-MX']),
      );
      expect(body.corridors.find((corridor) => corridor.code === 'CA-US')).toEqual({
        code: 'CA-US',
        label: 'Canada to United States',
        source_country: 'CA',
        source_currency: 'CAD',
        destination_country: 'US',
        destination_currency: 'USD',
        rails: expect.arrayContaining(['swift']) as unknown,
        typical_settlement: expect.any(String) as unknown,
        status: 'active',
      });
    });
  });

  describe('GET /api/settlement-partners and /api/execution-partners', () => {
    it('should answer both paths with the same catalog of at least 10 adapters', async () => {
      const settlement = bodyOf<'SettlementPartnersList'>(await app.http.get('/api/settlement-partners').expect(200));
      const execution = bodyOf<'SettlementPartnersList'>(await app.http.get('/api/execution-partners').expect(200));
      expect(execution).toEqual(settlement);
      expect(settlement.count).toBe(settlement.partners.length);
      expect(settlement.count).toBeGreaterThanOrEqual(10);
      for (const partner of settlement.partners) {
        expect(Object.keys(partner).sort()).toEqual(
          ['corridors', 'integration_status', 'kind', 'name', 'rails', 'slug'].sort(),
        );
      }
      expect(JSON.stringify(settlement)).not.toContain('ADAPTER_');
    });
  });

  describe('GET /api/venues', () => {
    it('should list public labels without slugs by default, in demo mode outside production', async () => {
      const body = bodyOf<'VenuesList'>(await app.http.get('/api/venues').expect(200));
      expect(body.demo_mode).toBe(true);
      expect(body.count).toBe(body.venues.length);
      expect(body.venues.some((venue) => venue.demo === true)).toBe(true);
      for (const venue of body.venues) {
        expect(venue).toEqual({
          label: expect.any(String) as unknown,
          kind: expect.any(String) as unknown,
          corridors: expect.any(Array) as unknown,
          currencies: expect.any(Array) as unknown,
          demo: expect.any(Boolean) as unknown,
        });
      }
    });

    it.each(['include_slug=true', 'for_portal=true', 'include_slug=yes&for_portal=false', 'for_portal=1'])(
      'should include slugs with %s',
      async (query) => {
        const body = bodyOf<'VenuesList'>(await app.http.get(`/api/venues?${query}`).expect(200));
        for (const venue of body.venues) {
          expect(venue.slug).toMatch(/^[a-z0-9-]+$/);
          expect(typeof venue.adapter).toBe('string');
        }
      },
    );

    it('should leave slugs out when both flags are false', async () => {
      const body = bodyOf<'VenuesList'>(
        await app.http.get('/api/venues?include_slug=false&for_portal=off').expect(200),
      );
      expect(body.venues.every((venue) => !('slug' in venue) && !('adapter' in venue))).toBe(true);
    });

    it('should answer 422 for a value that is not a boolean', async () => {
      const body = bodyOf<'HTTPValidationError'>(await app.http.get('/api/venues?include_slug=maybe').expect(422));
      expect(body).toEqual({
        detail: [
          {
            type: 'bool_parsing',
            loc: ['query', 'include_slug'],
            msg: 'Input should be a valid boolean, unable to interpret input',
            input: 'maybe',
          },
        ],
      });
    });
  });

  describe('GET /api/program-entity-categories', () => {
    it('should list at least 12 categories with slug, label and description', async () => {
      const body = bodyOf<'EntityCategoriesList'>(await app.http.get('/api/program-entity-categories').expect(200));
      expect(body.count).toBe(body.categories.length);
      expect(body.count).toBeGreaterThanOrEqual(12);
      expect(body.categories.map((category) => category.slug)).toEqual(
        expect.arrayContaining(['applicant', 'legal_entity', 'settlement_partner', 'identity_provider', 'corridor']),
      );
      for (const category of body.categories) {
        expect(Object.keys(category)).toEqual(['slug', 'label', 'description']);
      }
    });
  });

  describe('GET /api/partners/{slug}', () => {
    it('should return public branding and intake metadata', async () => {
      const body = bodyOf<'PartnerBranding'>(await app.http.get('/api/partners/maple-remit').expect(200));
      expect(body).toEqual({
        slug: 'maple-remit',
        display_name: 'Maple Remit',
        tagline: expect.any(String) as unknown,
        accent_colour: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/) as unknown,
        logo_url: null,
        corridors: expect.arrayContaining(['CA-US']) as unknown,
        intake_enabled: true,
        default_registration_type: 'program',
        support_url: expect.stringMatching(/^https:\/\//) as unknown,
      });
    });

    it('should find a partner whatever the case of the slug', async () => {
      const body = bodyOf<'PartnerBranding'>(await app.http.get('/api/partners/Prairie-Pay').expect(200));
      expect(body).toMatchObject({ slug: 'prairie-pay', intake_enabled: false });
    });

    it('should answer 404 with a detail for an unknown partner', async () => {
      const body = bodyOf<'HTTPError'>(await app.http.get('/api/partners/no-such-partner').expect(404));
      expect(body).toEqual({ detail: 'Partner not found', code: 'partner_not_found' });
    });
  });

  describe('GET /api/integrations/health (default environment)', () => {
    it('should list every adapter as not configured', async () => {
      const body = bodyOf<'IntegrationsHealth'>(await app.http.get('/api/integrations/health').expect(200));
      expect(body.count).toBe(body.adapters.length);
      expect(body.count).toBeGreaterThanOrEqual(10);
      expect(body.configured_count).toBe(0);
      for (const adapter of body.adapters) {
        expect(Object.keys(adapter)).toEqual(['slug', 'name', 'kind', 'configured', 'mode']);
        expect(adapter.configured).toBe(false);
        expect(['unconfigured', 'planned']).toContain(adapter.mode);
      }
    });
  });

  describe('GET /api/readiness (test configuration)', () => {
    it('should report honestly that the embedded configuration is not production-ready', async () => {
      const body = bodyOf<'Readiness'>(await app.http.get('/api/readiness').expect(200));
      expect(body.ready).toBe(false);
      expect(body.mode).toBe('test');
      const checks = Object.fromEntries(body.checks.map((check) => [check.name, check]));
      expect(Object.keys(checks)).toEqual([
        'admin_token',
        'database',
        'queue',
        'provider_secrets',
        'cookie_security',
        'webhook_ssrf_policy',
        'session_secret',
        'open_doors',
        'reference_space',
        'audit_signing_key',
        // PostgreSQL only: how far the monthly partitions of the event record reach.
        ...(app.config.database.dialect === 'postgres' ? ['event_partitions'] : []),
      ]);
      expect(checks.admin_token.ok).toBe(true);
      expect(checks.database.ok).toBe(app.config.database.dialect === 'postgres');
      expect(checks.queue.ok).toBe(false);
      expect(checks.provider_secrets.ok).toBe(false);
      expect(checks.cookie_security.ok).toBe(true); // NODE_ENV=test: Secure cookies (only development drops Secure)
      expect(checks.webhook_ssrf_policy.ok).toBe(false);
      expect(checks.session_secret.ok).toBe(false);
      expect(checks.open_doors.ok).toBe(false);
      expect(checks.open_doors.detail).toContain('anonymous_handoff_records');
      expect(checks.reference_space.ok).toBe(true);
      for (const check of body.checks) {
        expect(Object.keys(check)).toEqual(['name', 'ok', 'detail']);
      }
      expect(JSON.stringify(body)).not.toContain(TEST_ADMIN_TOKEN);
      expect(JSON.stringify(body)).not.toContain(app.config.sessionSecret);
    });
  });

  describe('GET /api/stats', () => {
    it('should count registrations by status and events, with the catalog figures and no personal data', async () => {
      const before = bodyOf<'PublicStats'>(await app.http.get('/api/stats').expect(200));
      const programs = [
        {
          full_name: 'Zebulon Quartermaine',
          email: 'zebulon.quartermaine@stats-probe.example',
          company: 'Quokka Ventures',
        },
        { full_name: 'Ottoline Vandersnoot', email: 'ottoline.vandersnoot@stats-probe.example', phone: '+1 555 0199' },
      ];
      const registered = [];
      for (const program of programs) {
        registered.push(await registerProgram(app, program));
      }

      const response = await app.http.get('/api/stats').expect(200);
      const body = bodyOf<'PublicStats'>(response);
      expect(Object.keys(body)).toEqual(['registrations', 'instructions_total', 'events_total', 'catalog']);
      expect(body.registrations.total).toBe(before.registrations.total + 2);
      expect(body.registrations.by_status).toEqual({
        ...before.registrations.by_status,
        pending: before.registrations.by_status.pending + 2,
      });
      expect(Object.keys(body.registrations.by_status)).toEqual([
        'pending',
        'kyc_pending',
        'rpaa_review',
        'reviewing',
        'approved',
        'declined',
      ]);
      expect(body.events_total).toBe(before.events_total + 2);
      expect(body.instructions_total).toBe(before.instructions_total);

      await createInstruction(app, registered[0].reference);
      const afterHandoff = await app.http.get('/api/stats').expect(200);
      expect(bodyOf<'PublicStats'>(afterHandoff).instructions_total).toBe(before.instructions_total + 1);
      expect(body.catalog).toEqual({
        program_templates: 5,
        event_types: expect.any(Number) as unknown,
        adapters: expect.any(Number) as unknown,
        entity_categories: expect.any(Number) as unknown,
        delivery_modes: 3,
      });
      expect(body.catalog.event_types).toBeGreaterThanOrEqual(5);
      expect(body.catalog.adapters).toBeGreaterThanOrEqual(10);
      expect(body.catalog.entity_categories).toBeGreaterThanOrEqual(12);

      const text = response.text.toLowerCase();
      for (const value of [
        'zebulon',
        'quartermaine',
        'ottoline',
        'stats-probe',
        'quokka',
        '555 0199',
        ...registered.map((program) => program.reference.toLowerCase()),
      ]) {
        expect(text).not.toContain(value);
      }
    });
  });
});

describe('Public reads under other configurations', () => {
  it('should mark adapters configured from variable presence and never show a value', async () => {
    const values = {
      ADAPTER_SWIFT_CORRESPONDENT_API_KEY: 'swift-key-value-7f3a',
      ADAPTER_SWIFT_CORRESPONDENT_BIC: 'BICVALUE9X',
      ADAPTER_SEPA_INSTANT_API_KEY: 'sepa-key-value-41c2',
      ADAPTER_CARD_PUSH_API_KEY: 'card-key-value-half-configured',
      ADAPTER_FX_EXCHANGE_API_KEY: '   ',
    };
    const app = await startTestApp({ env: values });
    try {
      const response = await app.http.get('/api/integrations/health').expect(200);
      const health = bodyOf<'IntegrationsHealth'>(response);
      const bySlug = Object.fromEntries(health.adapters.map((adapter) => [adapter.slug, adapter]));
      expect(bySlug['swift-correspondent']).toMatchObject({ configured: true, mode: 'certification' });
      expect(bySlug['sepa-instant']).toMatchObject({ configured: true, mode: 'sandbox' });
      // One of two variables, and a blank value, do not make an adapter configured.
      expect(bySlug['card-push-to-card']).toMatchObject({ configured: false, mode: 'unconfigured' });
      expect(bySlug['regulated-fx-exchange']).toMatchObject({ configured: false, mode: 'unconfigured' });
      expect(bySlug['otc-fx-desk']).toMatchObject({ configured: false, mode: 'planned' });
      expect(health.configured_count).toBe(2);
      for (const value of Object.values(values).filter((value) => value.trim() !== '')) {
        expect(response.text).not.toContain(value);
      }
      expect(response.text).not.toContain('ADAPTER_');
    } finally {
      await app.close();
    }
  });

  it('should report a production-like configuration ready and hide demo venues, without any secret value', async () => {
    const env = {
      NODE_ENV: 'production',
      AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
      SESSION_SECRET: 'session-secret-e2e-value-1234',
      REDIS_URL: 'redis://:redis-pass-e2e@127.0.0.1:6399',
      IDV_WEBHOOK_SECRET: 'idv-secret-e2e-value',
      PAYMENT_WEBHOOK_SECRET: 'payment-secret-e2e-value',
      MESSAGING_WEBHOOK_SECRET: 'messaging-secret-e2e-value',
    };
    const app = await startTestApp({ env });
    try {
      const readiness = bodyOf<'Readiness'>(await app.http.get('/api/readiness').expect(200));
      const checks = Object.fromEntries(readiness.checks.map((check) => [check.name, check.ok]));
      const onPostgres = app.config.database.dialect === 'postgres';
      expect(readiness).toMatchObject({ mode: 'production', ready: onPostgres });
      expect(checks).toEqual({
        admin_token: true,
        database: onPostgres,
        queue: true,
        provider_secrets: true,
        cookie_security: true,
        webhook_ssrf_policy: true,
        session_secret: true,
        open_doors: onPostgres, // the embedded database is the one door production leaves open
        reference_space: true,
        bootstrap_credential: true, // no operator account exists, so the bootstrap token is the way in
        audit_signing_key: true,
        ...(onPostgres ? { event_partitions: true } : {}),
      });
      const secrets = [
        TEST_ADMIN_TOKEN,
        ...Object.values(env).filter((value) => value !== 'production'),
        'redis-pass-e2e',
      ];
      for (const path of ['/api/readiness', '/api/integrations/health', '/api/stats', '/api/venues?for_portal=true']) {
        const response = await app.http.get(path).expect(200);
        for (const secret of secrets) {
          expect(response.text).not.toContain(secret);
        }
      }

      const venues = bodyOf<'VenuesList'>(await app.http.get('/api/venues').expect(200));
      expect(venues.demo_mode).toBe(false);
      expect(venues.count).toBeGreaterThan(0);
      expect(venues.venues.every((venue) => venue.demo === false)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
