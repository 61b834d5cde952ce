interface Props {
  lead: string;
  leadId?: string;
  subscribeLabel: string;
  /** None in the HTML: a tap before the island runs waits for it (the panel is the same once it does). */
  onSubscribe?: () => void;
  /** Shown in the HTML only when the head script found no uid (html[data-visitor=new]). */
  early?: boolean;
  children?: React.ReactNode;
}

/** What a new visitor is told opens with a subscription, and the way to subscribe. */
export default function NewVisitorPanel({ lead, leadId, subscribeLabel, onSubscribe, early, children }: Props) {
  return (
    <div className={early ? 'state-panel state-panel--early' : 'state-panel'}>
      <p id={leadId}>{lead}</p>
      <div className="state-actions">
        <button type="button" className="state-primary" onClick={onSubscribe}>
          {subscribeLabel}
        </button>
        {children}
      </div>
    </div>
  );
}
