import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

import { captchaMachine } from '../../machines/captcha/captcha.machine';
import { phoneConfirmationMachine } from '../../machines/phone-confirmation/phone-confirmation.machine';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { machineStructure } from '../structure';
import { machineDiagram } from './diagram';

const machines: [string, AnyStateMachine][] = [
  ['captcha', captchaMachine],
  ['phone confirmation', phoneConfirmationMachine],
  ['registration', registrationMachine],
];

/** Parses as XML (jsdom throws on malformed XML) and fails on a parser error document too. */
function parse(svg: string): Document {
  const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const counts = (document: Document, attribute: string): Map<string, number> => {
  const seen = new Map<string, number>();
  for (const element of document.querySelectorAll(`[${attribute}]`)) {
    const value = element.getAttribute(attribute)!;
    seen.set(value, (seen.get(value) ?? 0) + 1);
  }
  return seen;
};

const transitionGroup = (document: Document, key: string): Element =>
  [...document.querySelectorAll('[data-transition]')].find(
    (g) => g.getAttribute('data-transition') === key,
  )!;
const stateGroup = (document: Document, id: string): Element =>
  [...document.querySelectorAll('[data-state]')].find((g) => g.getAttribute('data-state') === id)!;

/** The edge label texts of a transition (or the line listed inside its state's box). */
const labelOf = (document: Document, key: string): string =>
  [...transitionGroup(document, key).querySelectorAll('text')]
    .map((t) => t.textContent)
    .join(' | ');

function box(group: Element): { x: number; y: number; right: number; bottom: number } {
  const rect = group.querySelector('rect')!;
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((a) =>
    Number(rect.getAttribute(a)),
  );
  return { x: x!, y: y!, right: x! + width!, bottom: y! + height! };
}

describe('machineDiagram', () => {
  it('rejects malformed XML in the parse the other tests rely on', () => {
    expect(() => parse('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow();
  });

  it.each(machines)(
    'draws every state and every transition of the %s machine exactly once, as valid SVG',
    async (_name, machine) => {
      const { states, transitions } = machineStructure(machine);
      const svg = await machineDiagram(machine);
      const document = parse(svg);
      const root = document.documentElement;

      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
      expect(Number(root.getAttribute('width'))).toBeGreaterThan(100);
      expect(Number(root.getAttribute('height'))).toBeGreaterThan(100);
      expect(root.querySelector('title')?.textContent).toBe(machine.id);

      const drawnStates = counts(document, 'data-state');
      const drawnTransitions = counts(document, 'data-transition');
      expect([...drawnStates.keys()].sort()).toEqual([...states].sort());
      expect([...drawnTransitions.keys()].sort()).toEqual([...transitions].sort());
      expect([...drawnStates.values()].every((n) => n === 1)).toBe(true);
      expect([...drawnTransitions.values()].every((n) => n === 1)).toBe(true);

      // Without coverage: neutral, no covered/uncovered classes, no counts.
      expect(document.querySelectorAll('.covered, .uncovered')).toHaveLength(0);
      expect(svg).not.toContain(' covered</text>');
    },
  );

  it.each(machines)(
    'places the %s machine’s states inside their parents, siblings apart',
    async (_name, machine) => {
      const document = parse(await machineDiagram(machine));
      const { states } = machineStructure(machine);
      for (const id of states) {
        const parentId = id.split('.').slice(0, -1).join('.');
        if (!parentId) continue;
        const child = box(stateGroup(document, id));
        const parent = box(stateGroup(document, parentId));
        expect(child.x, id).toBeGreaterThan(parent.x);
        expect(child.y, id).toBeGreaterThan(parent.y);
        expect(child.right, id).toBeLessThan(parent.right);
        expect(child.bottom, id).toBeLessThan(parent.bottom);
        for (const other of states) {
          if (other === id || other.split('.').slice(0, -1).join('.') !== parentId) continue;
          const sibling = box(stateGroup(document, other));
          const apart =
            child.right <= sibling.x ||
            sibling.right <= child.x ||
            child.bottom <= sibling.y ||
            sibling.bottom <= child.y;
          expect(apart, `${id} overlaps ${other}`).toBe(true);
        }
      }
    },
  );

  it.each(machines)(
    'sizes the %s machine’s boxes and labels for their text',
    async (_name, machine) => {
      const document = parse(await machineDiagram(machine));
      // A 12px character is at most ~7px wide (8px for the 13px bold titles).
      const fits = (text: Element, right: number) => {
        const perChar = text.getAttribute('font-weight') === 'bold' ? 8 : 7;
        return (
          Number(text.getAttribute('x')) + [...(text.textContent ?? '')].length * perChar <= right
        );
      };
      for (const group of document.querySelectorAll('[data-state]')) {
        const { right } = box(group);
        for (const text of group.querySelectorAll('text'))
          expect(
            fits(text, right),
            `${text.textContent} in ${group.getAttribute('data-state')}`,
          ).toBe(true);
      }
      for (const group of document.querySelectorAll('[data-transition]:not(.internal)')) {
        for (const text of group.querySelectorAll('text')) {
          const label = text.previousElementSibling!;
          expect(label.tagName).toBe('rect');
          expect(
            fits(text, Number(label.getAttribute('x')) + Number(label.getAttribute('width'))),
            text.textContent,
          ).toBe(true);
        }
      }
    },
  );

  it('marks the covered and the uncovered transitions and states, and counts them in the legend', async () => {
    const { states, transitions } = machineStructure(registrationMachine);
    const missedEdge = 'registration.submitting.captcha ⟶ xstate.done.actor.captcha #0';
    const missedInside = 'registration.ready ⟶ bonus.select #0';
    const missedState = 'registration.ready.unavailable';
    expect(transitions).toContain(missedEdge);
    expect(transitions).toContain(missedInside);
    const coverage = {
      states: new Set([...states].filter((s) => s !== missedState)),
      transitions: new Set([...transitions].filter((t) => t !== missedEdge && t !== missedInside)),
    };
    const document = parse(await machineDiagram(registrationMachine, coverage));

    for (const key of transitions) {
      const group = transitionGroup(document, key);
      const missed = key === missedEdge || key === missedInside;
      expect(group.classList.contains('uncovered'), key).toBe(missed);
      expect(group.classList.contains('covered'), key).toBe(!missed);
    }
    for (const id of states)
      expect(
        stateGroup(document, id).classList.contains(id === missedState ? 'uncovered' : 'covered'),
        id,
      ).toBe(true);
    expect(
      transitionGroup(document, missedEdge).querySelector('path')?.getAttribute('stroke-dasharray'),
    ).toBeTruthy();
    expect(
      transitionGroup(document, 'registration.ready.editing ⟶ form.submit #0')
        .querySelector('path')
        ?.getAttribute('stroke-dasharray'),
    ).toBeNull();

    const legend = document.querySelector('.legend .counts')?.textContent;
    expect(legend).toBe(
      `states ${states.size - 1}/${states.size} · transitions ${transitions.size - 2}/${transitions.size} covered`,
    );
    expect(legend).toBe('states 18/19 · transitions 29/31 covered');
  });

  it('counts full coverage as such', async () => {
    const { states, transitions } = machineStructure(captchaMachine);
    const document = parse(await machineDiagram(captchaMachine, { states, transitions }));
    expect(document.querySelector('.legend .counts')?.textContent).toBe(
      `states ${states.size}/${states.size} · transitions ${transitions.size}/${transitions.size} covered`,
    );
    expect(document.querySelectorAll('.uncovered')).toHaveLength(0);
  });

  it('escapes special characters in the title', async () => {
    const title = `Sign-up <"beta"> & Tom's flow`;
    const svg = await machineDiagram(captchaMachine, undefined, { title });
    expect(svg).toContain('Sign-up &lt;&quot;beta&quot;&gt; &amp; Tom&apos;s flow');
    expect(svg).not.toContain(title);
    const document = parse(svg);
    expect(document.querySelector('title')?.textContent).toBe(title);
    expect(document.querySelector('text.title')?.textContent).toBe(title);
  });

  it('names the special events: actor done/error, delays, always, with guards', async () => {
    const captcha = parse(await machineDiagram(captchaMachine));
    expect(labelOf(captcha, 'captcha.loading ⟶ xstate.done.actor.loadProvider #0')).toBe(
      'done: loadProvider [guard]',
    );
    expect(labelOf(captcha, 'captcha.loading ⟶ xstate.done.actor.loadProvider #1')).toBe(
      'done: loadProvider',
    );
    expect(labelOf(captcha, 'captcha.loading ⟶ xstate.error.actor.loadProvider #0')).toBe(
      'error: loadProvider',
    );
    expect(labelOf(captcha, 'captcha.checking ⟶ (always) #0')).toBe('always [isDisabled]');
    expect(labelOf(captcha, 'captcha.checking ⟶ (always) #1')).toBe('always');
    expect(stateGroup(captcha, 'captcha.loading').textContent).toContain('invoke: loadProvider');
    expect(stateGroup(captcha, 'captcha.dismissed').textContent).toContain(
      'entry / reportCaptchaFailed',
    );
    expect(stateGroup(captcha, 'captcha.dismissed').querySelectorAll(':scope > rect')).toHaveLength(
      2,
    ); // final: double border

    const phone = parse(await machineDiagram(phoneConfirmationMachine));
    expect(
      labelOf(
        phone,
        'phoneConfirmation.codeSent ⟶ xstate.after.resendDelay.phoneConfirmation.codeSent #0',
      ),
    ).toBe('↺ after resendDelay'); // targetless
    expect(
      labelOf(
        phone,
        'phoneConfirmation.codeSent ⟶ xstate.after.expiryDelay.phoneConfirmation.codeSent #0',
      ),
    ).toBe('after expiryDelay');
    expect(labelOf(phone, 'phoneConfirmation ⟶ phone.cancel #0')).toBe('phone.cancel');
    expect(labelOf(phone, 'phoneConfirmation.sendFailed ⟶ code.resend #0')).toBe(
      'code.resend [canResend]',
    );
    expect(
      labelOf(phone, 'phoneConfirmation.codeSent.checking ⟶ xstate.error.actor.checkCode #0'),
    ).toBe('error: checkCode [lockedOut]');

    const registration = parse(await machineDiagram(registrationMachine));
    expect(labelOf(registration, 'registration.ready.selecting ⟶ (always) #2')).toBe('always');
    expect(labelOf(registration, 'registration.ready.selecting ⟶ (always) #1')).toBe(
      'always [formCached]',
    );
    expect(
      labelOf(registration, 'registration.submitting.captcha ⟶ xstate.done.actor.captcha #0'),
    ).toBe('done: captcha [captchaDismissed]');
    expect(
      labelOf(registration, 'registration.ready.loadingForm ⟶ xstate.error.actor.loadForm #0'),
    ).toBe('error: loadForm');
    expect(labelOf(registration, 'registration.ready ⟶ bonus.select #0')).toBe('↺ bonus.select');
    expect(stateGroup(registration, 'registration.submitting.captcha').textContent).toContain(
      'invoke: captcha',
    );
    // An initial marker in the root and in each compound state (ready, submitting).
    expect(registration.querySelectorAll('circle.initial')).toHaveLength(3);
    expect(registration.querySelectorAll('path.initial')).toHaveLength(3);
  });

  it('draws every edge of a transition with a route, ending at its target', async () => {
    const document = parse(await machineDiagram(registrationMachine));
    const group = transitionGroup(document, 'registration.ready.editing ⟶ form.submit #0');
    const d = group.querySelector('path')?.getAttribute('d') ?? '';
    expect(d).toMatch(/^M[\d.-]+,[\d.-]+( L[\d.-]+,[\d.-]+)+$/);
    const [endX, endY] = d.split(' ').at(-1)!.slice(1).split(',').map(Number);
    const target = box(stateGroup(document, 'registration.submitting'));
    // Ends on the target's border (the arrow head touches the box).
    expect(
      endX! >= target.x - 1 &&
        endX! <= target.right + 1 &&
        endY! >= target.y - 1 &&
        endY! <= target.bottom + 1,
    ).toBe(true);
  });
});
