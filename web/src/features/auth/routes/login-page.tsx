// The login page (spec section 2). Each way in is its own panel in the grid; for now only
// event-code entry exists. The sign-in work adds username/password, access code (hidden on
// the admin host), forgot password and social login as further panels, and retitles the page.
import { EventCodeForm } from '../components/event-code-form';

export function LoginPage() {
  return (
    <>
      <title>Find your event · Thon</title>
      <h1>Find your event</h1>
      <div className="panels">
        <section className="panel" aria-labelledby="event-code-heading">
          <h2 id="event-code-heading">Have an event code?</h2>
          <p>Enter it to open the event page, where you can support a participant.</p>
          <EventCodeForm />
        </section>
      </div>
    </>
  );
}
