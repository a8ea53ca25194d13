/**
 * /pro: the Pro plans the upgrade prompts lead to, with the running sale's discount for users
 * who are not premium yet. This site takes no payments: the page lists the plans and prices.
 */
import { fetchProPlans, type ProPlan } from '../../api/profiles';
import { useSession } from '../../state/session';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SlowNotice } from '../../ui/SlowNotice';
import { useLoaded } from './useLoaded';

function price(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

function Plan({ plan, currency, discount }: { plan: ProPlan; currency: string; discount: number }) {
  const now = Math.round(plan.price * (100 - discount) / 100);
  const period = plan.months === 1 ? 'a month' : `for ${plan.months} months`;
  return (
    <li className="card plan" part="plan">
      <h2>{plan.name}</h2>
      <p>
        {discount > 0 && <><del aria-label={`was ${price(plan.price, currency)}`}>{price(plan.price, currency)}</del>{' '}</>}
        <strong>{price(now, currency)}</strong> {period}
        {discount > 0 && <span className="muted">{` (${discount}% off)`}</span>}
      </p>
      <ul className="more-links">
        {plan.features.map((feature) => <li key={feature}>{feature}</li>)}
      </ul>
    </li>
  );
}

export function ProView() {
  const { settings, loading } = useSession();
  const plans = useLoaded(fetchProPlans, settings?.username ?? '', String(loading));
  return (
    <div className="pro" part="pro">
      <h1>Pro plans</h1>
      {plans.state === 'loading' && <><p role="status">Loading the plans…</p><SlowNotice /></>}
      {plans.state === 'hasError' && <ErrorPanel onReload={plans.reload}><p>We could not load the plans.</p></ErrorPanel>}
      {plans.state === 'hasData' && (
        <>
          {plans.data.premium
            ? <p className="lead">You are a Pro member: every roadmap, course and editorial is open to you.</p>
            : <p className="lead">Every roadmap and course, the solutions and editorials, and no advertisements.</p>}
          <ul className="cards" aria-label="Plans">
            {plans.data.plans.map((plan) => (
              <Plan key={plan.id} plan={plan} currency={plans.data.currency} discount={plans.data.discountPercent} />
            ))}
          </ul>
          <p className="muted">This demo site takes no payments.</p>
        </>
      )}
    </div>
  );
}
